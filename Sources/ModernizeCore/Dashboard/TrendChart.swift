import Foundation

/// The trend chart: sites left per tier (and in all) across the runs, as inline SVG. Each
/// point carries a `<title>`, which browsers show as a tooltip.
enum TrendChart {
    static var tiers: [(name: String, color: String, value: (Dashboard.SitesLeft) -> Int)] {
        [("all", "#334155", \.total), ("safe", "#16a34a", \.safe), ("review", "#d97706", \.review), ("finding", "#dc2626", \.finding)]
    }

    static func svg(_ runs: [Dashboard.RunPoint]) -> String {
        let (width, height) = (720.0, 260.0)
        let (left, right, top, bottom) = (56.0, 120.0, 16.0, 48.0)
        let plotWidth = width - left - right
        let plotHeight = height - top - bottom
        let maximum = max(1, runs.map(\.left.total).max() ?? 1)
        let ceiling = niceCeiling(maximum)
        func x(_ index: Int) -> Double { runs.count == 1 ? left + plotWidth / 2 : left + plotWidth * Double(index) / Double(runs.count - 1) }
        func y(_ value: Int) -> Double { top + plotHeight * (1 - Double(value) / Double(ceiling)) }
        func number(_ value: Double) -> String { String(format: "%.1f", value) }

        var parts = [
            #"<svg class="trend" viewBox="0 0 \#(Int(width)) \#(Int(height))" width="\#(Int(width))" height="\#(Int(height))" role="img" aria-labelledby="trend-title">"#,
            #"<title id="trend-title">Sites left per tier across \#(runs.count) run\#(runs.count == 1 ? "" : "s")</title>"#,
        ]
        for step in 0...4 {
            let value = ceiling * step / 4
            parts.append(#"<line class="grid" x1="\#(number(left))" x2="\#(number(left + plotWidth))" y1="\#(number(y(value)))" y2="\#(number(y(value)))"/>"#)
            parts.append(#"<text class="axis" x="\#(number(left - 6))" y="\#(number(y(value) + 4))" text-anchor="end">\#(value)</text>"#)
        }
        for (index, run) in runs.enumerated() {
            let label = HTMLText.escape(shortDate(run.startedAt))
            parts.append(#"<text class="axis" x="\#(number(x(index)))" y="\#(number(height - bottom + 18))" text-anchor="middle">run \#(index + 1)</text>"#)
            parts.append(#"<text class="axis small" x="\#(number(x(index)))" y="\#(number(height - bottom + 32))" text-anchor="middle">\#(label)</text>"#)
        }
        for (position, tier) in tiers.enumerated() {
            let points = runs.enumerated().map { "\(number(x($0.offset))),\(number(y(tier.value($0.element.left))))" }
            let dash = tier.name == "all" ? #" stroke-dasharray="6 4""# : ""
            if runs.count > 1 {
                parts.append(#"<polyline fill="none" stroke="\#(tier.color)" stroke-width="2"\#(dash) points="\#(points.joined(separator: " "))"/>"#)
            }
            for (index, run) in runs.enumerated() {
                let value = tier.value(run.left)
                parts.append(
                    #"<circle cx="\#(number(x(index)))" cy="\#(number(y(value)))" r="4" fill="\#(tier.color)"><title>run \#(index + 1) (\#(HTMLText.escape(run.startedAt))): \#(value) \#(tier.name == "all" ? "sites" : tier.name + " sites") left</title></circle>"#)
            }
            let legendY = top + 8 + Double(position) * 20
            parts.append(#"<line x1="\#(number(width - right + 16))" x2="\#(number(width - right + 40))" y1="\#(number(legendY))" y2="\#(number(legendY))" stroke="\#(tier.color)" stroke-width="3"\#(dash)/>"#)
            parts.append(#"<text class="legend" x="\#(number(width - right + 46))" y="\#(number(legendY + 4))">\#(tier.name)</text>"#)
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    /// 1, 2 or 5 times a power of ten, at least `value`, so the axis reads in round steps of 4.
    static func niceCeiling(_ value: Int) -> Int {
        var magnitude = 1
        while true {
            for factor in [1, 2, 5] where factor * magnitude * 4 >= value {
                return factor * magnitude * 4
            }
            magnitude *= 10
        }
    }

    /// `2026-11-26T12:00:00Z` as `2026-11-26 12:00`; anything else as given.
    static func shortDate(_ stamp: String) -> String {
        guard stamp.count >= 16, stamp.dropFirst(10).first == "T" else { return stamp }
        return stamp.prefix(10) + " " + stamp.dropFirst(11).prefix(5)
    }
}

/// The page's inline style sheet (screen and print) and its only script: click a table
/// header to sort by that column (numbers as numbers), and open every suggestion for print.
enum DashboardAssets {
    static let css = """
        :root{--safe:#16a34a;--review:#d97706;--finding:#dc2626;--ink:#1f2937;--muted:#6b7280;--line:#e5e7eb}
        *{box-sizing:border-box}
        body{font:14px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--ink);margin:0 auto;max-width:1400px;padding:24px}
        h1{margin:0 0 4px;font-size:26px}h2{font-size:19px;margin:28px 0 8px;border-bottom:1px solid var(--line);padding-bottom:4px}h3{font-size:15px;margin:16px 0 6px}
        code,pre{font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
        pre{background:#f8fafc;border:1px solid var(--line);padding:8px;overflow:auto;white-space:pre-wrap;word-break:break-word}
        .meta,.note,footer,.more{color:var(--muted)}.error{color:var(--finding)}.done{color:var(--safe)}
        .cards{display:flex;flex-wrap:wrap;gap:12px}
        .card{flex:1 1 160px;border:1px solid var(--line);border-radius:8px;padding:12px 14px;border-top:4px solid #94a3b8}
        .card .value{font-size:28px;font-weight:700}.card .label{font-weight:600}.card .detail{color:var(--muted);font-size:12px}
        .card.safe{border-top-color:var(--safe)}.card.review{border-top-color:var(--review)}.card.finding,.card.bad{border-top-color:var(--finding)}.card.progress{border-top-color:#2563eb}
        .scroll{overflow-x:auto}
        table{border-collapse:collapse;margin:6px 0}
        th,td{border:1px solid var(--line);padding:3px 8px;text-align:right;font-variant-numeric:tabular-nums}
        th.text,td.text{text-align:left}thead th{background:#f1f5f9;cursor:pointer;user-select:none}
        thead th[aria-sort=ascending]::after{content:" \\25B2"}thead th[aria-sort=descending]::after{content:" \\25BC"}
        table.heat td{min-width:34px;text-align:center}table.heat td.na{background:#f3f4f6}
        ul.legend{list-style:none;display:flex;flex-wrap:wrap;gap:4px 18px;padding:0;margin:6px 0;color:var(--muted)}
        .swatch{display:inline-block;width:14px;height:14px;border-radius:3px;border:1px solid #cbd5e1;vertical-align:-2px;margin-right:6px}
        table.heat th.rule{height:150px;vertical-align:bottom;padding:4px 2px}
        table.heat th.rule span{writing-mode:vertical-rl;transform:rotate(180deg);white-space:nowrap}
        .failed,.tier{font-size:11px;border-radius:4px;padding:0 5px;color:#fff;background:var(--finding)}
        .tier.review{background:var(--review)}.tier.safe{background:var(--safe)}
        svg.trend{max-width:100%;height:auto}svg .grid{stroke:var(--line)}svg .axis,svg .legend{font-size:12px;fill:var(--ink)}svg .small{font-size:10px;fill:var(--muted)}
        ol.findings{padding-left:28px}ol.findings li{margin:6px 0}.rule{font-weight:600}.message{white-space:pre-wrap}
        a{color:#2563eb}
        @media print{body{max-width:none;padding:0;font-size:11px}thead th{cursor:auto}.scroll{overflow:visible}
        section.repository{break-inside:auto}h2{break-after:avoid}tr,li{break-inside:avoid}
        *{-webkit-print-color-adjust:exact;print-color-adjust:exact}a{color:inherit;text-decoration:none}}
        """

    static let script = """
        document.querySelectorAll("table.sortable thead th").forEach(function (th, column) {
          th.addEventListener("click", function () {
            var table = th.closest("table"), body = table.tBodies[0], index = Array.prototype.indexOf.call(th.parentNode.children, th);
            var ascending = th.getAttribute("aria-sort") !== "ascending";
            th.parentNode.querySelectorAll("th").forEach(function (other) { other.removeAttribute("aria-sort"); });
            th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
            function key(row) { var cell = row.children[index]; var text = cell.getAttribute("data-sort") || cell.textContent.trim(); var number = parseFloat(text); return isNaN(number) || th.classList.contains("text") ? text.toLowerCase() : number; }
            Array.prototype.slice.call(body.rows).sort(function (a, b) { var x = key(a), y = key(b); return (x < y ? -1 : x > y ? 1 : 0) * (ascending ? 1 : -1); }).forEach(function (row) { body.appendChild(row); });
          });
        });
        window.addEventListener("beforeprint", function () { document.querySelectorAll("details").forEach(function (d) { d.open = true; }); });
        """
}

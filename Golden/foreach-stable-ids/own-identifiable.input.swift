import SwiftUI

// A project protocol named like Swift's: `Identifiable` here is not the one ForEach(_:content:) needs.
protocol Identifiable {
    var key: String { get }
}

struct Flag: Identifiable, Hashable {
    var key: String
}

struct Report {
    var title: String
}

enum ReportFactory {
    static func make<T>(_ type: T.Type) -> [T] { [] }
}

struct FlagsView: View {
    let flags: [Flag]
    let reports = ReportFactory.make(Report.self)

    var body: some View {
        VStack {
            ForEach(flags.indices, id: \.self) { i in
                Text(flags[i].key)
            }
            ForEach(reports.indices, id: \.self) { i in
                Text(reports[i].title)
            }
        }
    }
}

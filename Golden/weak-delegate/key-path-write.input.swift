import UIKit

protocol ExportDelegate: AnyObject {
    func exportDidFinish()
}

final class ExportLogger: ExportDelegate {
    func exportDidFinish() {}
}

final class Exporter {
    var delegate: ExportDelegate?

    func attachLogger() {
        self[keyPath: \.delegate] = ExportLogger()
    }
}

protocol ImportDelegate: AnyObject {
    func importDidFinish()
}

final class Importer {
    var delegate: ImportDelegate?
}

final class ImportCoordinator {
    let importer = Importer()

    func connect(_ handler: ImportDelegate) {
        set(\Importer.delegate, to: handler)
    }

    private func set(_ path: ReferenceWritableKeyPath<Importer, ImportDelegate?>, to value: ImportDelegate) {
        importer[keyPath: path] = value
    }
}

import Foundation

final class DocumentStore {
    let disk = Disk()

    func save(_ text: String) {
        disk.write(Data(text.utf8))
    }

    func prefetch() {
        let disk = self.disk
        Thread.detachNewThread {
            disk.write(Data())
        }
    }
}

final class DraftStore {
    private(set) var drafts: [String] = []

    func save(_ text: String) {
        drafts.append(text)
    }
}

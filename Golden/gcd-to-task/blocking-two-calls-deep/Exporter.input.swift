import Foundation

final class Exporter {
    let store = DocumentStore()
    let drafts = DraftStore()

    func export(_ text: String) {
        // DocumentStore.save -> Disk.write -> NSCondition.wait: two project calls deep.
        DispatchQueue.global(qos: .utility).async {
            self.store.save(text)
        }
    }

    func keepDraft(_ text: String) {
        // DraftStore.save (same name) does not block: the receiver's type decides.
        DispatchQueue.global(qos: .utility).async {
            self.drafts.save(text)
        }
    }

    func warmUp() {
        // DocumentStore.prefetch hands the blocking write to another queue: this body does not block.
        DispatchQueue.global(qos: .utility).async {
            self.store.prefetch()
        }
    }
}

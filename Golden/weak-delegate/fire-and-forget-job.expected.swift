import UIKit

protocol UploadJobDelegate: AnyObject {
    func uploadJobDidFinish(_ job: UploadJob)
}

/// Runs on its own: the queue keeps it alive until it finishes, and it keeps its delegate
/// alive until then.
final class UploadJob: @unchecked Sendable {
    weak var delegate: UploadJobDelegate?

    func start() {
        DispatchQueue.global().async {
            self.delegate?.uploadJobDidFinish(self)
            self.delegate = nil
        }
    }
}

final class PhotoUploader: UploadJobDelegate {
    func upload() {
        let job = UploadJob()
        job.delegate = self
        job.start()
    }

    func uploadJobDidFinish(_ job: UploadJob) {
        print("uploaded")
    }
}

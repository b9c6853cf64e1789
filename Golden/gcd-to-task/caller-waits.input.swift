import Foundation

func loadSetting(_ fetch: @escaping (@escaping (String) -> Void) -> Void) -> String? {
    var value: String?
    let semaphore = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        fetch { result in
            value = result
            semaphore.signal()
        }
    }
    semaphore.wait()
    return value
}

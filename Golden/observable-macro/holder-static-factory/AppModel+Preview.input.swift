import Foundation

extension AppModel {
    static func preview() -> AppModel { AppModel() }

    static func withMockedServices() -> Self {
        let model = Self()
        model.title = "Mocked"
        return model
    }
}

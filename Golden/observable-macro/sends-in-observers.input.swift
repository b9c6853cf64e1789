// golden: min-ios=17
import SwiftUI

final class Settings: ObservableObject {
    var fontSize = 12 {
        willSet { objectWillChange.send() }
    }
    var theme = "light" {
        didSet {
            // Persist first.
            UserDefaults.standard.set(theme, forKey: "theme")
            self.objectWillChange.send()
        }
    }
    var cache: [String] = []
}

final class Library: ObservableObject {
    var books: [String] = []

    func add(_ book: String) {
        objectWillChange.send()
        books.append(book)
    }
}

final class Profile: ObservableObject {
    var nickname = "" {
        didSet { objectWillChange.send(); print(nickname) }
    }
    var avatar: String {
        get { nickname }
        set { objectWillChange.send() }
    }
}

struct SettingsView: View {
    @StateObject private var settings = Settings()
    @ObservedObject var library: Library
    @ObservedObject var profile: Profile

    var body: some View {
        Text("\(settings.fontSize) \(settings.theme) \(library.books.count) \(profile.nickname)")
    }
}

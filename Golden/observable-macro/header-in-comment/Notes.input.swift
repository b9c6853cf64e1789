import Foundation

/// How to write a model for this app:
///
///     final class Shelf: ObservableObject {
///         @Published var books: [String] = []
///     }
///
/// (the comment shows a class; it declares none)
enum ModelGuide {
    static let example = "final class Shelf: ObservableObject {}"
}

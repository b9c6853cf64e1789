// swift-tools-version: 5.9
// The build-index fixture: built once per test run (`swift build --enable-index-store`, in a
// temporary copy) so the tests read a real index store.
import PackageDescription

let package = Package(name: "RowApp", targets: [.target(name: "App")])

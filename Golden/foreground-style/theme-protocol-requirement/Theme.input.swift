import SwiftUI

/// The app's theme, as element-ios declares it: colors are a requirement of a protocol the
/// theme protocol inherits, and views read the theme from the environment.
public struct ThemeColors {
    public let accent: Color
    public let secondaryContent: Color
    public let alert: Color?
}

public protocol ThemeBase {
    var colors: ThemeColors { get }
}

protocol AppTheme: ThemeBase {
    var identifier: String { get }
}

protocol PaletteColors {
    var tint: Color { get }
}

/// A theme whose palette type each conforming theme chooses.
protocol PaletteTheme {
    associatedtype Palette: PaletteColors
    var palette: Palette { get }
}

struct LightTheme: AppTheme {
    let identifier = "light"
    let colors = ThemeColors(accent: .blue, secondaryContent: .gray, alert: nil)
}

private struct ThemeKey: EnvironmentKey {
    static var defaultValue: AppTheme { LightTheme() }
}

extension EnvironmentValues {
    var theme: AppTheme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

import SwiftUI

struct BadgeView<Theme: PaletteTheme>: View {
    @Environment(\.theme) private var theme: AppTheme
    let paletteTheme: Theme

    var body: some View {
        HStack {
            Image(systemName: "star").foregroundStyle(theme.colors.accent)
            Image(systemName: "pencil")
                .foregroundStyle(theme.colors.secondaryContent)
            Image(systemName: "xmark").foregroundColor(theme.colors.alert)
            // An associated type's member: the palette is whatever the theme binds.
            Image(systemName: "paintpalette").foregroundStyle(paletteTheme.palette.tint)
        }
    }
}

import SwiftUI

enum DesignSystemColor {
    case textPrimary, textSecondary
}

extension Color {
    static let brand = Color("Brand")

    init(designSystemColor: DesignSystemColor) {
        switch designSystemColor {
        case .textPrimary: self.init("TextPrimary")
        case .textSecondary: self.init("TextSecondary")
        }
    }
}

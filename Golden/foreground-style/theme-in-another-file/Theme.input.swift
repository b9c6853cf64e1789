import SwiftUI

struct Theme {
    let tint: Color
    let highlight: Color?
}

import Foundation
import SwiftUI

struct Suggestion: Identifiable {
    let id = UUID()
    var text: String
}

struct Language: Identifiable {
    var code: String
    var id: String { code }
}

struct SuggestionsView: View {
    let suggestions: [Suggestion]
    let languages: [Language]
    var onSelect: (Suggestion) -> Void

    var body: some View {
        List {
            ForEach(suggestions) { suggestion in
                Button {
                    onSelect(suggestion)
                } label: {
                    Text(suggestion.text)
                }
                .padding(suggestion.text.isEmpty ? 0 : 4)
            }
            ForEach(languages) { language in Text(language.code) }
        }
    }
}

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
            ForEach(suggestions.indices, id: \.self) { index in
                Button {
                    onSelect(suggestions[index])
                } label: {
                    Text(suggestions[index].text)
                }
                .padding(suggestions[index].text.isEmpty ? 0 : 4)
            }
            ForEach(languages.indices, id: \.self) { i in Text(languages[i].code) }
        }
    }
}

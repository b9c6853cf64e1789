import SwiftUI

struct Article: Hashable {
    let title: String
}

struct ArticleView: View {
    let article: Article
    var body: some View { Text(article.title) }
}

struct ArticlesView: View {
    let articles: [Article]

    var body: some View {
        NavigationStack {
            List(articles, id: \.title) { article in
                NavigationLink(destination: ArticleView(article: article)) {
                    Text(article.title)
                }
            }
            .navigationTitle("Articles")
        }
    }
}

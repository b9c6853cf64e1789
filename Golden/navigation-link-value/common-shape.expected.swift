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
                NavigationLink(value: article) {
                    Text(article.title)
                }
            }
            .navigationTitle("Articles")
            .navigationDestination(for: Article.self) { article in
                ArticleView(article: article)
            }
        }
    }
}

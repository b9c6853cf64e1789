import SwiftUI

struct Author: Hashable {
    let name: String
}

struct Post {
    let title: String
    let author: Author
}

struct AuthorView: View {
    let author: Author
    var body: some View { Text(author.name) }
}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}

struct PostView: View {
    let post: Post

    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Author", destination: AuthorView(author: post.author))
                NavigationLink(destination: AuthorView(author: post.author), label: { Text(post.author.name) })
                NavigationLink {
                    AuthorView(author: post.author)
                        .navigationTitle(post.author.name)
                } label: {
                    // The author's name, bold.
                    Text(post.author.name).bold()
                }
                NavigationLink(destination: SettingsView()) {
                    Text("Settings")
                }
            }
        }
    }
}

struct AuthorsView: View {
    let posts: [Post]

    var body: some View {
        NavigationStack {
            List(posts, id: \.title) { post in
                NavigationLink(destination: AuthorView(author: post.author).navigationTitle(post.title)) {
                    Text(post.title)
                }
            }
        }
    }
}

final class AuthorModel: ObservableObject {
    let author: Author
    init(author: Author) { self.author = author }
}

struct AuthorPage: View {
    @ObservedObject var model: AuthorModel
    var body: some View { Text(model.author.name) }
}

struct ModelLinksView: View {
    let post: Post

    var body: some View {
        NavigationStack {
            NavigationLink(destination: AuthorPage(model: AuthorModel(author: post.author))) {
                Text(post.author.name)
            }
        }
    }
}

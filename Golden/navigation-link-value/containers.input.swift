import SwiftUI

struct Topic: Identifiable {
    let id: Int
    var name: String
}

struct TopicView: View {
    let topic: Topic
    var body: some View { Text(topic.name) }
}

struct TopicRow: View {
    let topic: Topic

    var body: some View {
        NavigationLink(destination: TopicView(topic: topic)) {
            Text(topic.name)
        }
    }
}

struct LegacyTopicsView: View {
    let topics: [Topic]

    var body: some View {
        NavigationView {
            List(topics) { topic in
                NavigationLink(destination: TopicView(topic: topic)) {
                    Text(topic.name)
                }
            }
        }
    }
}

struct SplitTopicsView: View {
    let topics: [Topic]

    var body: some View {
        NavigationSplitView {
            List(topics) { topic in
                NavigationLink(destination: TopicView(topic: topic)) {
                    Text(topic.name)
                }
            }
        } detail: {
            Text("Pick a topic")
        }
    }
}

#if os(iOS)
struct TagsView: View {
    let tags: [String]

    var body: some View {
        NavigationStack {
            ForEach(tags, id: \.self) { tag in
                NavigationLink(destination: Text(tag)) {
                    Text(tag)
                }
            }
        }
    }
}
#endif

import SwiftUI

struct Folder: Identifiable {
    let id: Int
    let name: String
}

struct MailSplitView: View {
    var body: some View {
        NavigationView {
            Text("Folders")
            Text("Select a message")
        }
    }
}

struct GroupedSplitView: View {
    var body: some View {
        NavigationView {
            Group {
                Text("Folders")
                Text("Messages")
            }
        }
    }
}

struct FolderColumnsView: View {
    let folders: [Folder]

    var body: some View {
        NavigationView {
            ForEach(folders) { folder in
                Text(folder.name)
            }
        }
    }
}

struct ConditionalDetailView: View {
    @State private var compact = true

    var body: some View {
        NavigationView {
            if compact {
                Text("List")
            } else {
                Text("List")
                Text("Detail")
            }
        }
    }
}

struct SidebarPropertyView: View {
    var body: some View {
        NavigationView {
            sidebar
        }
    }

    @ViewBuilder var sidebar: some View {
        Text("Sidebar")
        Text("Placeholder")
    }
}

struct SinglePropertyView: View {
    var body: some View {
        NavigationView {
            list
        }
    }

    var list: some View {
        List { Text("One") }
    }
}

struct Container<Content: View>: View {
    let content: Content

    var body: some View {
        NavigationView {
            content
        }
    }
}

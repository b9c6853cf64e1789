// golden: min-ios=15
import SwiftUI

struct Folder: Hashable {
    let name: String
}

struct FolderView: View {
    let folder: Folder
    var body: some View { Text(folder.name) }
}

struct FoldersView: View {
    let folders: [Folder]

    var body: some View {
        List(folders, id: \.name) { folder in
            NavigationLink(destination: FolderView(folder: folder)) {
                Text(folder.name)
            }
        }
    }
}

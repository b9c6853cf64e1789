import SwiftUI

struct Tag: Hashable {
    let name: String
}

struct TagView: View {
    let tag: Tag
    var body: some View { Text(tag.name) }
}

struct TagsView: View {
	let tags: [Tag]
	let pinned: [Tag]

	var body: some View {
		NavigationStack {
			List {
				ForEach(pinned, id: \.name) { tag in
					NavigationLink(value: tag) { Text(tag.name) }
				}
				ForEach(tags, id: \.name) { tag in
					NavigationLink(value: tag) { Text(tag.name) } // a row
				}
			}
			.navigationDestination(for: Tag.self) { tag in
				TagView(tag: tag)
			}
		}
	}
}

import SwiftUI

struct FormatView: View {
	@State private var query = ""
	@State private var count = 0

	var body: some View {
		VStack {
			Text("One line").onChange(of: query) { Task { count = await Self.total(query) } }
			Text("Next line")
				.onChange(
					of: query
				) {
					Task {
						count = await Self.total(
							query
						)
					}
				}
			Text("Spaced").onChange(of:query){Task{count = await Self.total(query)}}
		}
	}

	static func total(_ text: String) async -> Int { 0 }
}

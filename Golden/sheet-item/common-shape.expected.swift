import SwiftUI

struct Recipe: Identifiable {
    let id: Int
    var name: String
}

struct RecipeEditor: View {
    let recipe: Recipe
    var body: some View { Text(recipe.name) }
}

struct RecipesView: View {
    let recipes: [Recipe]
    @State private var editing: Recipe?

    var body: some View {
        List(recipes) { recipe in
            Button(recipe.name) {
                editing = recipe
            }
        }
        .sheet(item: $editing) { recipe in
            RecipeEditor(recipe: recipe)
        }
    }
}

#if DEBUG
struct RecipeDebugView: View {
    let recipes: [Recipe]
    @State private var isInspecting = false
    @State private var inspected: Recipe?

    var body: some View {
        List(recipes) { recipe in
            Button(recipe.name) {
                inspected = recipe
                isInspecting = true
            }
        }
        .sheet(
            isPresented: $isInspecting // debug only
        ) {
            // Nested: the editor inside a stack.
            VStack {
                RecipeEditor(recipe: inspected!)
                Text(inspected!.name)
            }
        }
    }
}
#endif

/// A handler ready to print.
struct RenderedHandler {
    let traits: String
    let body: String
    let parameter: String
    let comments: [String]

    init(traits: TraitSet, body: String, parameter: String, comments: [String]) {
        self.init(traits: traits.expression, body: body, parameter: parameter, comments: comments)
    }

    init(traits: String, body: String, parameter: String, comments: [String]) {
        self.traits = traits
        self.body = body
        self.parameter = parameter
        self.comments = comments
    }
}

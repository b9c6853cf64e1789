extension SourceText {
    /// Whether `word` occurs anywhere in the text, in code, a comment or a string: a token a
    /// rule's site needs cannot be there without its letters, so a rule may say no before it
    /// searches the tree (`Codemod.couldHoldSites`).
    public func mentions(_ word: String) -> Bool {
        var text = text
        return text.withUTF8 { TriggerScan.contains(word, in: $0) }
    }
}

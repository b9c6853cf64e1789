/// A subclass declared where nothing brings the file into the index.
final class SpecialCardController: CardController {
    var accent = 0
}

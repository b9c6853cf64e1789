import UIKit

/// Not a view: its property only shares the name.
final class Badge {
    var translatesAutoresizingMaskIntoConstraints = true
}

/// Sets the lookalike's property: no label can be passed here.
func pin(_ badge: Badge) {
    badge.translatesAutoresizingMaskIntoConstraints = false
}

import UIKit

final class PromoCardView: BaseCardView {}

final class Theme {}

import Foundation
import TestSupport
import Testing

/// Issue 31, item 11: view-is-appearing is linear in the overrides of one file. 1,500 view
/// controllers in one file ran past the default 60 s file budget before (each override walked
/// the whole file several times); every one is now rewritten (review: the geometry line moves
/// to a new viewIsAppearing), so `diff` reports pending rewrites (exit 1).
@Suite struct RuleScaleTests {
    @Test func viewIsAppearingReportsEveryOverrideOfALargeFile() throws {
        let directory = try TemporaryDirectory()
        let controllers = (0..<1_500).map { index in
            """

            final class Gallery\(index)ViewController: UIViewController {
                let layout = UICollectionViewFlowLayout()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    layout.itemSize = CGSize(width: view.bounds.width / 3, height: 120)
                }
            }

            """
        }
        try directory.write("Galleries.swift", "import UIKit\n" + controllers.joined())
        let result = try ModernizeBinary.run(["diff", "--rules", "view-is-appearing", "."], in: directory.path)
        #expect(result.status == 1, "\(result.stderr.suffix(500))")
        #expect(!result.stderr.contains("--file-timeout"), "\(result.stderr.suffix(500))")
        #expect(result.stderr.contains("view-is-appearing  0 safe, 1500 review (applied), 0 findings"), "\(result.stderr.suffix(500))")
    }
}

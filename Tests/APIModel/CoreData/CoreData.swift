// API model of Apple's CoreData for type-checking golden files on Linux (test infrastructure,
// not product code): only what golden cases use.
import Foundation

open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    public enum ConcurrencyType: Sendable { case privateQueueConcurrencyType, mainQueueConcurrencyType }
    public init(concurrencyType ct: ConcurrencyType) { fatalError() }
    open var hasChanges: Bool { fatalError() }
    open func save() throws { fatalError() }
    open func perform(_ block: @escaping @Sendable () -> Void) { fatalError() }
    open func performAndWait(_ block: () -> Void) { fatalError() }
}

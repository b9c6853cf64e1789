#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// A cell of the app's Objective-C half: Swift code dequeues it by its class.
@interface LegacyCell : UITableViewCell
@property (nonatomic, copy, nullable) NSString *badgeText;
@end

NS_ASSUME_NONNULL_END

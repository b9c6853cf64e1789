#import <Foundation/Foundation.h>

/// A delegate protocol of the app's Objective-C half: class-bound through NSObject.
@protocol PlayerDelegate <NSObject>
- (void)playerDidFinish;
@end

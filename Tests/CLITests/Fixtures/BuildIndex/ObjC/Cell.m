// Compiled by SwiftUSRTypeTests with the toolchain's clang into a scratch index store, for the
// Objective-C USRs its occurrences carry (no Foundation needed: the classes are declared here).
@interface NSObject
@end

@interface UITableViewCell : NSObject
@property (nonatomic, readonly) NSObject *textLabel;
- (void)prepareForReuse;
+ (instancetype)cellWithStyle:(int)style;
@end

@protocol UITableViewDataSource
- (int)numberOfSections;
@end

void use(UITableViewCell *cell, id<UITableViewDataSource> source) {
    [cell prepareForReuse];
    (void)cell.textLabel;
    (void)[UITableViewCell cellWithStyle:0];
    (void)[source numberOfSections];
}

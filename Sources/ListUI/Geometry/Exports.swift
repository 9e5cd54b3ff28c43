// ListUI's geometry is Foundation's: `CGFloat`, `CGPoint`, `CGSize`, `CGRect` and `IndexPath`.
// Importing ListUI (or ListKit) brings them along, as importing UIKit does on Apple platforms.
@_exported import Foundation

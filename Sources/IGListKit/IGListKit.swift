// IGListKit's module name for ListKit: `import IGListKit` brings IGListKit's names (ListKit's and
// ListDiffKit's types that IGListKit has) and, where UIKit does not exist, UIKit's names for
// ListUI's types (`UICollectionView` is `CollectionView`), and Foundation, as `import UIKit`
// does, so that IGListKit code needs its `import UIKit` lines removed and little else. Where UIKit
// exists the UIKit names are UIKit's own and this module adds none, so it never clashes with
// UIKit; an app should not depend on this module and on Instagram's IGListKit together, as both
// are named IGListKit.

// IGListKit's own names, each re-exported on its own: a module-wide re-export would bring ListUI's
// unprefixed names (`View`, `Label`, `Color`, `Action`...) into every ported file, where they
// clash with an app's or another module's types of the same name. The members and extensions of
// these types come with them; `import ListKit` brings everything.
@_exported import Foundation
@_exported import IGListDiffKit

@_exported import typealias ListKit.IGListAdapterDelegateAnnouncer
@_exported import typealias ListKit.IGListAdapterUpdateType
@_exported import typealias ListKit.IGListAdaptiveCoalescingExperimentConfig
@_exported import typealias ListKit.IGListAdaptiveDiffingExperimentConfig
@_exported import typealias ListKit.IGListCollectionScrollingTraits
@_exported import protocol ListKit.IGListCollectionViewDelegateLayout
@_exported import typealias ListKit.IGListDebugger
@_exported import typealias ListKit.IGListExperiment
@_exported import protocol ListKit.IGListTransitionDelegate
@_exported import class ListKit.ListAdapter
@_exported import protocol ListKit.ListAdapterDataSource
@_exported import protocol ListKit.ListAdapterDelegate
@_exported import class ListKit.ListAdapterDelegateAnnouncer
@_exported import protocol ListKit.ListAdapterMoveDelegate
@_exported import protocol ListKit.ListAdapterPerformanceDelegate
@_exported import protocol ListKit.ListAdapterUpdateListener
@_exported import enum ListKit.ListAdapterUpdateType
@_exported import class ListKit.ListAdapterUpdater
@_exported import protocol ListKit.ListAdapterUpdaterDelegate
@_exported import struct ListKit.ListAdaptiveCoalescingExperimentConfig
@_exported import struct ListKit.ListAdaptiveDiffingExperimentConfig
@_exported import protocol ListKit.ListBatchContext
@_exported import protocol ListKit.ListBindable
@_exported import class ListKit.ListBindingSectionController
@_exported import protocol ListKit.ListBindingSectionControllerDataSource
@_exported import protocol ListKit.ListBindingSectionControllerSelectionDelegate
@_exported import class ListKit.ListBindingSingleSectionController
@_exported import protocol ListKit.ListCollectionContext
@_exported import struct ListKit.ListCollectionScrollingTraits
@_exported import class ListKit.ListCollectionView
@_exported import typealias ListKit.ListCollectionViewBlock
@_exported import protocol ListKit.ListCollectionViewDelegateLayout
@_exported import class ListKit.ListCollectionViewLayout
@_exported import protocol ListKit.ListCollectionViewLayoutCompatible
@_exported import class ListKit.ListCollectionViewLayoutInvalidationContext
@_exported import typealias ListKit.ListDataSourceChangeBlock
@_exported import enum ListKit.ListDebugger
@_exported import protocol ListKit.ListDisplayDelegate
@_exported import struct ListKit.ListExperiment
@_exported import func ListKit.ListExperimentEnabled
@_exported import class ListKit.ListGenericSectionController
@_exported import typealias ListKit.ListItemUpdateBlock
@_exported import typealias ListKit.ListObjectTransitionBlock
@_exported import class ListKit.ListReloadDataUpdater
@_exported import typealias ListKit.ListReloadUpdateBlock
@_exported import protocol ListKit.ListScrollDelegate
@_exported import class ListKit.ListSectionController
@_exported import typealias ListKit.ListSingleSectionCellConfigureBlock
@_exported import typealias ListKit.ListSingleSectionCellSizeBlock
@_exported import class ListKit.ListSingleSectionController
@_exported import protocol ListKit.ListSingleSectionControllerDelegate
@_exported import protocol ListKit.ListSupplementaryViewSource
@_exported import typealias ListKit.ListToObjectBlock
@_exported import class ListKit.ListTransitionData
@_exported import typealias ListKit.ListTransitionDataApplyBlock
@_exported import typealias ListKit.ListTransitionDataBlock
@_exported import protocol ListKit.ListTransitionDelegate
@_exported import typealias ListKit.ListUpdaterCompletion
@_exported import typealias ListKit.ListUpdatingCompletion
@_exported import protocol ListKit.ListUpdatingDelegate
@_exported import protocol ListKit.ListWorkingRangeDelegate

// On Apple platforms `import UIKit` brings all of Foundation; on Linux `URLSession` and its kin
// are in FoundationNetworking, which this module brings in its place.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif

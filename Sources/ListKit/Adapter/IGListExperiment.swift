/// ``ListExperiment`` under the name Swift gives IGListKit's `IGListExperiment`, which IGListKit's
/// Swift code writes (`IGListExperiment.invalidateLayoutForUpdates`).
public typealias IGListExperiment = ListExperiment

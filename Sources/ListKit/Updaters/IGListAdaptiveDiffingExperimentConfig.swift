/// ``ListAdaptiveDiffingExperimentConfig`` under the name Swift gives IGListKit's struct: its
/// `NS_SWIFT_NAME` sits on the typedef and does not rename the struct.
public typealias IGListAdaptiveDiffingExperimentConfig = ListAdaptiveDiffingExperimentConfig

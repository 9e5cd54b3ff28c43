import Foundation
import IGListKitMigration
import Testing

/// Interface Builder documents for the tests: a nib of a cell with a label and a separator, and a
/// storyboard of a list screen with a prototype cell, as Xcode writes them.
enum InterfaceBuilderSamples {
  static let cellNib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" id="cel-00-001" customClass="TitleCell" customModule="Sample" customModuleProvider="target">
                <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" text="Title &quot;here&quot;" textAlignment="center" numberOfLines="2" lineBreakMode="wordWrap" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                            <rect key="frame" x="16" y="15" width="100" height="20.5"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                            <color key="textColor" red="0.5" green="0.25" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </label>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sep-00-001" userLabel="Separator">
                            <rect key="frame" x="16" y="49" width="304" height="1"/>
                            <color key="backgroundColor" systemColor="separatorColor"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="1" id="c01"/>
                            </constraints>
                        </view>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001">
                            <rect key="frame" x="250" y="10" width="60" height="30"/>
                            <state key="normal" title="Edit"/>
                            <connections>
                                <action selector="edit:" destination="cel-00-001" eventType="touchUpInside" id="act-01"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
                <constraints>
                    <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="cel-00-001" secondAttribute="leadingMargin" id="c02"/>
                    <constraint firstItem="lbl-00-001" firstAttribute="centerY" secondItem="cel-00-001" secondAttribute="centerY" id="c03"/>
                    <constraint firstAttribute="bottom" secondItem="sep-00-001" secondAttribute="bottom" id="c04"/>
                    <constraint firstItem="sep-00-001" firstAttribute="leading" secondItem="lbl-00-001" secondAttribute="leading" id="c05"/>
                    <constraint firstAttribute="trailing" secondItem="sep-00-001" secondAttribute="trailing" id="c06"/>
                    <constraint firstItem="btn-00-001" firstAttribute="width" secondItem="lbl-00-001" secondAttribute="width" multiplier="1:2" priority="750" id="c07"/>
                    <constraint firstItem="btn-00-001" firstAttribute="trailing" secondItem="cel-00-001" secondAttribute="trailing" constant="-10" id="c08"/>
                    <constraint firstItem="btn-00-001" firstAttribute="centerY" secondItem="lbl-00-001" secondAttribute="centerY" id="c09"/>
                </constraints>
                <connections>
                    <outlet property="titleLabel" destination="lbl-00-001" id="out-01"/>
                    <outlet property="separator" destination="sep-00-001" id="out-02"/>
                </connections>
            </collectionViewCell>
        </objects>
    </document>
    """

  static let listStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc0-00-001">
        <scenes>
            <scene sceneID="scn-00-001">
                <objects>
                    <viewController storyboardIdentifier="people" title="People" id="vc0-00-001" customClass="PeopleViewController" customModule="Sample" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw0-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
                                <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="cv0-00-001">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl0-00-001">
                                        <size key="itemSize" width="300" height="60"/>
                                        <inset key="sectionInset" minX="8" minY="4" maxX="8" maxY="4"/>
                                    </collectionViewFlowLayout>
                                    <cells>
                                        <collectionViewCell contentMode="center" reuseIdentifier="person" id="pc0-00-001" customClass="PersonCell" customModule="Sample" customModuleProvider="target">
                                            <rect key="frame" x="45" y="4" width="300" height="60"/>
                                            <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center">
                                                <rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
                                                <subviews>
                                                    <label opaque="NO" userInteractionEnabled="NO" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="pl0-00-001">
                                                        <rect key="frame" x="8" y="20" width="80" height="20"/>
                                                        <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                                                    </label>
                                                </subviews>
                                            </view>
                                            <constraints>
                                                <constraint firstItem="pl0-00-001" firstAttribute="leading" secondItem="pc0-00-001" secondAttribute="leading" constant="8" id="pc1"/>
                                            </constraints>
                                            <connections>
                                                <outlet property="nameLabel" destination="pl0-00-001" id="po1"/>
                                            </connections>
                                        </collectionViewCell>
                                    </cells>
                                </collectionView>
                                <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw0-00-001">
                                    <rect key="frame" x="10" y="800" width="51" height="31"/>
                                    <connections>
                                        <action selector="showEveryoneWithSender:" destination="vc0-00-001" eventType="valueChanged" id="sa1"/>
                                    </connections>
                                </switch>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="bt0-00-001">
                                    <rect key="frame" x="300" y="800" width="60" height="30"/>
                                    <state key="normal" title="Sort"/>
                                    <connections>
                                        <action selector="sort" destination="vc0-00-001" eventType="touchUpInside" id="sa2"/>
                                        <action selector="sort:forEvent:" destination="vc0-00-001" eventType="touchUpInside" id="sa3"/>
                                    </connections>
                                </button>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="sa0-00-001"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="cv0-00-001" firstAttribute="top" secondItem="sa0-00-001" secondAttribute="top" id="vc1"/>
                                <constraint firstItem="cv0-00-001" firstAttribute="leading" secondItem="vw0-00-001" secondAttribute="leading" id="vc2"/>
                                <constraint firstAttribute="trailing" secondItem="cv0-00-001" secondAttribute="trailing" id="vc3"/>
                                <constraint firstAttribute="bottom" secondItem="cv0-00-001" secondAttribute="bottom" id="vc4"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" title="Everyone" id="ni0-00-001"/>
                        <connections>
                            <outlet property="collectionView" destination="cv0-00-001" id="vo1"/>
                            <segue destination="vc0-00-001" kind="show" id="sg0-00-001"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="scn-00-002">
                <objects>
                    <navigationController id="nc0-00-001" sceneMemberID="viewController"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  /// An app's storyboard: a tab bar controller of two navigation controllers, a list whose
  /// button shows a detail screen and whose code presents an about screen by a segue's
  /// identifier.
  static let appStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="tb0-00-001">
        <scenes>
            <scene sceneID="scn-01-001">
                <objects>
                    <tabBarController id="tb0-00-001" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="tbb-00-001"/>
                        <connections>
                            <segue destination="nv0-00-001" kind="relationship" relationship="viewControllers" id="rl0-00-001"/>
                            <segue destination="nv0-00-002" kind="relationship" relationship="viewControllers" id="rl0-00-002"/>
                            <segue destination="pt0-00-001" kind="relationship" relationship="viewControllers" id="rl0-00-005"/>
                        </connections>
                    </tabBarController>
                </objects>
            </scene>
            <scene sceneID="scn-01-002">
                <objects>
                    <navigationController id="nv0-00-001" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="Inbox" image="tray" catalog="system" id="ti0-00-001"/>
                        <navigationBar key="navigationBar" contentMode="scaleToFill" prefersLargeTitles="YES" id="nb0-00-001"/>
                        <connections>
                            <segue destination="in0-00-001" kind="relationship" relationship="rootViewController" id="rl0-00-003"/>
                        </connections>
                    </navigationController>
                    <navigationController storyboardIdentifier="settingsNavigation" id="nv0-00-002" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" systemItem="more" id="ti0-00-002"/>
                        <connections>
                            <segue destination="st0-00-001" kind="relationship" relationship="rootViewController" id="rl0-00-004"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="scn-01-003">
                <objects>
                    <viewController storyboardIdentifier="inbox" title="Inbox" id="in0-00-001" customClass="InboxViewController" customModule="Sample" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="iv0-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="ib0-00-001">
                                    <rect key="frame" x="20" y="100" width="80" height="30"/>
                                    <state key="normal" title="Open"/>
                                    <connections>
                                        <segue destination="dt0-00-001" kind="show" identifier="open" id="sg1-00-001"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                        <connections>
                            <segue destination="ab0-00-001" kind="presentation" identifier="about" id="sg1-00-002"/>
                            <segue destination="dt0-00-001" kind="embed" id="sg1-00-003"/>
                        </connections>
                    </viewController>
                    <viewController storyboardIdentifier="detail" hidesBottomBarWhenPushed="YES" id="dt0-00-001" customClass="MessageViewController" customModule="Sample" customModuleProvider="target" sceneMemberID="viewController"/>
                    <viewController storyboardIdentifier="about" title="About" id="ab0-00-001" sceneMemberID="viewController"/>
                    <viewController storyboardIdentifier="settings" title="Settings" id="st0-00-001" sceneMemberID="viewController"/>
                    <tableViewController storyboardIdentifier="people" title="People" id="pt0-00-001" customClass="PeopleTableViewController" customModule="Sample" customModuleProvider="target" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="grouped" separatorStyle="none" rowHeight="60" id="tv0-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" textLabel="tl0-00-001" detailTextLabel="dl0-00-001" style="IBUITableViewCellStyleSubtitle" reuseIdentifier="person" id="pc1-00-001">
                                    <rect key="frame" x="0.0" y="50" width="390" height="60"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="pc1-00-001" id="cv1-00-001">
                                        <rect key="frame" x="0.0" y="0.0" width="360" height="60"/>
                                        <subviews>
                                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="tl0-00-001">
                                                <rect key="frame" x="20" y="10" width="33" height="20"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Subtitle" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="dl0-00-001">
                                                <rect key="frame" x="20" y="31" width="44" height="15"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                            </label>
                                        </subviews>
                                    </tableViewCellContentView>
                                    <connections>
                                        <segue destination="dt0-00-001" kind="show" identifier="showPerson" id="sg1-00-004"/>
                                    </connections>
                                </tableViewCell>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="none" reuseIdentifier="badge" id="bc1-00-001" customClass="BadgeCell" customModule="Sample" customModuleProvider="target">
                                    <rect key="frame" x="0.0" y="110" width="390" height="60"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="bc1-00-001" id="cv1-00-002">
                                        <rect key="frame" x="0.0" y="0.0" width="390" height="60"/>
                                        <subviews>
                                            <label opaque="NO" text="Badge" translatesAutoresizingMaskIntoConstraints="NO" id="bl1-00-001">
                                                <rect key="frame" x="20" y="20" width="60" height="20"/>
                                            </label>
                                        </subviews>
                                    </tableViewCellContentView>
                                    <connections>
                                        <outlet property="badge" destination="bl1-00-001" id="bo1-00-001"/>
                                    </connections>
                                </tableViewCell>
                            </prototypes>
                            <connections>
                                <outlet property="dataSource" destination="pt0-00-001" id="ds1-00-001"/>
                                <outlet property="delegate" destination="pt0-00-001" id="dg1-00-001"/>
                            </connections>
                        </tableView>
                    </tableViewController>
                    <collectionViewController storyboardIdentifier="photos" id="ph0-00-001" customClass="PhotosViewController" customModule="Sample" customModuleProvider="target" sceneMemberID="viewController">
                        <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="pv0-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="4" minimumInteritemSpacing="4" id="pf0-00-001">
                                <size key="itemSize" width="100" height="100"/>
                            </collectionViewFlowLayout>
                            <cells>
                                <collectionViewCell contentMode="center" reuseIdentifier="photo" id="pc2-00-001" customClass="PhotoCell" customModule="Sample" customModuleProvider="target">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                </collectionViewCell>
                            </cells>
                        </collectionView>
                    </collectionViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  /// The classes of `appStoryboard`, as an app declares them.
  static let appClasses = """
    import UIKit

    final class InboxViewController: UIViewController {
        var opened: [String] = []

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            title = "Inbox"
        }

        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
            identifier == "open"
        }

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            if let message = segue.destination as? MessageViewController {
                message.subject = "Hello"
            }
            opened.append(segue.identifier ?? "")
        }
    }

    final class MessageViewController: UIViewController {
        var subject = ""
    }

    final class PeopleTableViewController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: indexPath.row == 0 ? "person" : "badge", for: indexPath)
        }
    }

    final class PhotosViewController: UICollectionViewController {
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        }
    }

    final class PhotoCell: UICollectionViewCell {}

    final class BadgeCell: UITableViewCell {
        @IBOutlet weak var badge: UILabel!
    }
    """

  /// The classes the samples name, as an app declares them before `listkit-migrate`.
  static let classes = """
    import UIKit

    final class TitleCell: UICollectionViewCell {
        @IBOutlet private weak var titleLabel: UILabel!
        @IBOutlet
        weak var separator: UIView?

        var title: String? {
            get { titleLabel.text }
            set { titleLabel.text = newValue }
        }

        @IBAction func edit(_ sender: Any) {}
    }

    final class PersonCell: UICollectionViewCell {
        @IBOutlet private(set) weak var nameLabel: UILabel!
    }

    final class PeopleViewController: UIViewController {
        @IBOutlet weak var collectionView: UICollectionView!

        @IBAction private func showEveryone(sender: UISwitch) {}

        @IBAction fileprivate func sort() {}
    }
    """
}

/// `listkit-migrate`'s translation of nibs and storyboards into Swift, and the outlets it
/// connects.
@Suite struct InterfaceBuilderTranslatorTests {
  func translate(_ xml: String, _ name: String) throws -> InterfaceBuilderTranslation {
    try InterfaceBuilderTranslator.translate(Data(xml.utf8), documentName: name)
  }

  @Test func aNibBecomesAnEnumThatMakesItsObjects_inTheDocumentsOrder() throws {
    let translation = try translate(InterfaceBuilderSamples.cellNib, "TitleCell.xib")
    #expect(translation.typeName == "TitleCellNib")
    let source = translation.source
    #expect(source.hasPrefix("// The Swift of TitleCell.xib, made by listkit-migrate."))
    #expect(source.contains("enum TitleCellNib: UINib.Contents {"))
    #expect(!source.contains("import ListUI"))
    for line in [
      "guard let titleCell = TitleCell(coder: UINib.Coder()) else {\n"
        + #"      return UINib.reportUnmadeObject(of: "TitleCell", in: "TitleCell.xib")"#
        + "\n    }\n    titleCell.frame = CGRect(x: 0, y: 0, width: 320, height: 50)",
      "titleCell.clipsToBounds = true",
      "let label = UILabel(frame: CGRect(x: 16, y: 15, width: 100, height: 20.5))",
      "label.translatesAutoresizingMaskIntoConstraints = false",
      "label.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .horizontal)",
      "label.textColor = UIColor(red: 0.5, green: 0.25, blue: 1, alpha: 1)",
      #"label.text = "Title \"here\"""#,
      "label.textAlignment = .center",
      "label.numberOfLines = 2",
      "label.lineBreakMode = .byWordWrapping",
      "label.font = UIFont.preferredFont(forTextStyle: .headline)",
      "titleCell.contentView.addSubview(label)",
      "let separator = UIView(frame: CGRect(x: 16, y: 49, width: 304, height: 1))",
      "separator.backgroundColor = UIColor.separator",
      "let button = UIButton(type: .system)",
      "button.frame = CGRect(x: 250, y: 10, width: 60, height: 30)",
      #"button.setTitle("Edit", for: .normal)"#,
      "NSLayoutConstraint(item: separator, attribute: .height, relatedBy: .equal, toItem: nil, "
        + "attribute: .notAnAttribute, multiplier: 1, constant: 1),",
      "NSLayoutConstraint(item: label, attribute: .leading, relatedBy: .equal, "
        + "toItem: titleCell.layoutMarginsGuide, attribute: .leading, multiplier: 1, constant: 0),",
      "let constraint = NSLayoutConstraint(item: button, attribute: .width, relatedBy: .equal, "
        + "toItem: label, attribute: .width, multiplier: 0.5, constant: 0)",
      "constraint.priority = UILayoutPriority(rawValue: 750)",
      #"UINib.connect("titleLabel", of: titleCell, to: label)"#,
      #"UINib.connect("separator", of: titleCell, to: separator)"#,
      "titleCell.awakeFromNib()",
      "return [titleCell]",
    ] {
      #expect(source.contains(line), "\(line)")
    }
    // Made, then placed, then connected, then awoken.
    let order = [
      "let label =", "NSLayoutConstraint.activate", "UINib.connect", "titleCell.awakeFromNib()",
      "return [titleCell]",
    ].map { source.range(of: $0)?.lowerBound }
    #expect(order.allSatisfy { $0 != nil })
    #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
    // The button's action calls the cell's method, with the button as the sender.
    #expect(
      source.contains(
        """
            do {
              let target = titleCell
              button.addAction(
                UIAction { [weak target, weak sender = button] _ in
                  guard let target, let sender else { return }
                  target.edit(sender)
                }, for: .touchUpInside)
            }
        """))
    #expect(translation.notes == [])
  }

  @Test func aStoryboardBecomesScenes_withTheirViewsAndPrototypeCells() throws {
    let translation = try translate(InterfaceBuilderSamples.listStoryboard, "Main.storyboard")
    #expect(translation.typeName == "MainStoryboard")
    let source = translation.source
    for line in [
      "enum MainStoryboard: UIStoryboard.Contents {",
      #"static let initialViewControllerIdentifier: String? = "people""#,
      #"case "people":"#,
      "guard let controller = PeopleViewController(coder: UINib.Coder()) else {\n"
        + #"        UINib.reportUnmadeObject(of: "PeopleViewController", in: "Main.storyboard")"#
        + "\n        return UIStoryboard.Scene(viewController: UIViewController(), view: nil)",
      #"controller.title = "People""#,
      #"controller.navigationItem.title = "Everyone""#,
      "controller.awakeFromNib()",
      "viewController: controller,\n        view: UINib { peopleView(owner: $0) },\n        segues: [\n"
        + #"          UIStoryboard.SegueTemplate(id: "sg0-00-001", identifier: nil, destination: "people", kind: .show),"#,
      "private static func peopleView(owner: Any?) -> [Any] {",
      "let layout = UICollectionViewFlowLayout()",
      "layout.itemSize = CGSize(width: 300, height: 60)",
      "layout.sectionInset = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)",
      "let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), "
        + "collectionViewLayout: layout)",
      #"collectionView.register(UINib { personPrototype(owner: $0) }, forCellWithReuseIdentifier: "person")"#,
      "toItem: view.safeAreaLayoutGuide, attribute: .top",
      "view.backgroundColor = UIColor.systemBackground",
      #"UINib.connect("view", of: owner, to: view)"#,
      #"UINib.connect("collectionView", of: owner, to: collectionView)"#,
      "private static func personPrototype(owner: Any?) -> [Any] {",
      "guard let personCell = PersonCell(coder: UINib.Coder()) else {",
      "personCell.frame = CGRect(x: 45, y: 4, width: 300, height: 60)",
      "label.font = UIFont.boldSystemFont(ofSize: 15)",
      #"UINib.connect("nameLabel", of: personCell, to: label)"#,
      "default:\n      return nil",
    ] {
      #expect(source.contains(line), "\(line)")
    }
    // Actions whose target is the scene's controller, the view's File's Owner.
    #expect(
      source.contains(
        """
            if let target = owner as? PeopleViewController {
              switchView.addAction(
                UIAction { [weak target, weak sender = switchView] _ in
                  guard let target, let sender else { return }
                  target.showEveryone(sender: sender)
                }, for: .valueChanged)
            } else {
        """))
    #expect(
      source.contains(
        "button.addAction(UIAction { [weak target] _ in target?.sort() }, for: .touchUpInside)"))
    #expect(
      translation.notes == [
        "Main.storyboard: the action sort:forEvent: is not connected: its selector names no "
          + "one-argument method"
      ])
  }

  @Test func aStoryboardsContainersHoldTheirScenes_andItsSeguesAreTemplatesOfTheirScenes() throws {
    let translation = try translate(InterfaceBuilderSamples.appStoryboard, "App.storyboard")
    let source = translation.source
    for line in [
      #"static let initialViewControllerIdentifier: String? = "tb0-00-001""#,
      #"case "tb0-00-001":"#,
      "let controller = UITabBarController()",
      #"children: ["nv0-00-001", "settingsNavigation", "people"])"#,
      "let controller = PeopleTableViewController(style: .grouped)",
      "controller.tableView.rowHeight = 60",
      "controller.tableView.separatorStyle = .none",
      #"controller.tableView.register(UINib { personPrototype(owner: $0) }, forCellReuseIdentifier: "person")"#,
      #"UIStoryboard.SegueTemplate(id: "sg1-00-004", identifier: "showPerson", destination: "detail", kind: .show)"#,
      #"let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "person")"#,
      "cell.accessoryType = .disclosureIndicator",
      #"UIStoryboard.connectSelectionSegue(withID: "sg1-00-004", to: cell)"#,
      #"let badgeCell = BadgeCell(style: .default, reuseIdentifier: "badge")"#,
      "badgeCell.selectionStyle = .none",
      "layout.minimumLineSpacing = 4",
      "layout.itemSize = CGSize(width: 100, height: 100)",
      "let controller = PhotosViewController(collectionViewLayout: layout)",
      #"controller.collectionView.register(UINib { photoPrototype(owner: $0) }, forCellWithReuseIdentifier: "photo")"#,
      "guard let photoCell = PhotoCell(coder: UINib.Coder()) else {",
      "badgeCell.contentView.addSubview(label)",
      #"UINib.connect("badge", of: badgeCell, to: label)"#,
      #"case "nv0-00-001":"#,
      "let controller = UINavigationController()",
      #"controller.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)"#,
      "controller.navigationBar.prefersLargeTitles = true",
      #"children: ["inbox"])"#,
      "controller.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)",
      #"children: ["settings"])"#,
      "guard let controller = InboxViewController(coder: UINib.Coder()) else {",
      #"UIStoryboard.SegueTemplate(id: "sg1-00-002", identifier: "about", destination: "about", kind: .present),"#,
      #"UIStoryboard.SegueTemplate(id: "sg1-00-001", identifier: "open", destination: "detail", kind: .show),"#,
      "if let source = owner as? UIViewController {",
      "UIAction { [weak source, weak sender = button] _ in",
      #"UIStoryboard.triggerSegue(withID: "sg1-00-001", from: source, sender: sender)"#,
      "}, for: .primaryActionTriggered)",
      "guard let controller = MessageViewController(coder: UINib.Coder()) else {",
      "controller.hidesBottomBarWhenPushed = true",
      #"case "about":"#,
      "let controller = UIViewController()",
    ] {
      #expect(source.contains(line), "\(line)")
    }
    // The subtitle cell's own labels are its style's, not made again.
    #expect(!source.contains(#"text = "Subtitle""#))
    #expect(!source.contains(#"text = "Title""#))
    #expect(translation.notes == ["App.storyboard: the segue sg1-00-003 is not translated"])
    let classes = IGListKitMigration.migrate(InterfaceBuilderSamples.appClasses).text
    let program = classes + "\n" + source.replacingOccurrences(of: "import IGListKit\n", with: "")
    let errors = try ImportTests.errors(typeChecking: program, asLibrary: true)
    #expect(errors == [], "\(errors)")
  }

  @Test func whatIsNotADocument_isAnError() {
    #expect(throws: InterfaceBuilderTranslationError.self) {
      try translate("not xml", "Broken.xib")
    }
    #expect(throws: InterfaceBuilderTranslationError.self) {
      try translate("<plist/>", "Other.xib")
    }
    #expect(throws: InterfaceBuilderTranslationError.self) {
      try translate(InterfaceBuilderSamples.cellNib, "Cell.nib")
    }
  }

  @Test func typeNamesFollowTheRuleListUILooksThemUpBy() {
    #expect(
      InterfaceBuilderTranslator.typeName(forDocument: "NibCell", isStoryboard: false)
        == "NibCellNib")
    #expect(
      InterfaceBuilderTranslator.typeName(forDocument: "main-screen 2", isStoryboard: true)
        == "Main_screen_2Storyboard")
    #expect(
      InterfaceBuilderTranslator.typeName(forDocument: "1st", isStoryboard: false) == "_1stNib")
  }

  @Test func outletsLoseIBOutlet_andTheirClassConnectsThemByName_andASecondRunChangesNothing() {
    let migrated = IGListKitMigration.migrate(InterfaceBuilderSamples.classes)
    let expected = """
      import IGListKit

      final class TitleCell: UICollectionViewCell {
          override func connectOutlet(_ name: String, to object: Any?) -> Bool {
              switch name {
              case "titleLabel": titleLabel = object as? UILabel
              case "separator": separator = object as? UIView
              default: return super.connectOutlet(name, to: object)
              }
              return true
          }

          private weak var titleLabel: UILabel!
          weak var separator: UIView?

          var title: String? {
              get { titleLabel.text }
              set { titleLabel.text = newValue }
          }

          func edit(_ sender: Any) {}
      }

      final class PersonCell: UICollectionViewCell {
          override func connectOutlet(_ name: String, to object: Any?) -> Bool {
              switch name {
              case "nameLabel": nameLabel = object as? UILabel
              default: return super.connectOutlet(name, to: object)
              }
              return true
          }

          private(set) weak var nameLabel: UILabel!
      }

      final class PeopleViewController: UIViewController {
          override func connectOutlet(_ name: String, to object: Any?) -> Bool {
              switch name {
              case "collectionView": collectionView = object as? UICollectionView
              default: return super.connectOutlet(name, to: object)
              }
              return true
          }

          weak var collectionView: UICollectionView!

          func showEveryone(sender: UISwitch) {}

          func sort() {}
      }
      """
    #expect(migrated.text == expected)
    #expect(migrated.edits.contains("@IBOutlet -> connectOutlet(_:to:) (x4)"))
    #expect(migrated.edits.contains("@IBAction, @IBInspectable, @IBDesignable dropped (x3)"))
    #expect(
      migrated.edits.contains(
        "@IBAction private func -> func, so its nib's translation can call it (x2)"))
    #expect(IGListKitMigration.migrate(migrated.text).edits.isEmpty)
  }

  /// The Swift of both documents and the classes after `listkit-migrate` compile together,
  /// without warnings, against the built modules.
  @Test func theTranslationsAndTheMigratedClassesCompileTogether() throws {
    let nib = try translate(InterfaceBuilderSamples.cellNib, "TitleCell.xib").source
    let storyboard = try translate(InterfaceBuilderSamples.listStoryboard, "Main.storyboard").source
    let classes = IGListKitMigration.migrate(InterfaceBuilderSamples.classes).text
    let withoutImports = { (source: String) in
      source.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
    }
    let program = classes + "\n" + withoutImports(nib) + "\n" + withoutImports(storyboard)
    let errors = try ImportTests.errors(typeChecking: program, asLibrary: true)
    #expect(errors == [], "\(errors)")
  }
}

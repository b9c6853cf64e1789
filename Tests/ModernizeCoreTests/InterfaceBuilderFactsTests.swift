import Foundation
import ModernizeCore
import TestSupport
import Testing

/// Storyboard / xib facts, on fixtures shaped like the files Xcode writes.
@Suite struct InterfaceBuilderFactsTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="a0p-rk-skQ">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
            </dependencies>
            <scenes>
                <!--Inbox-->
                <scene sceneID="gUB-2F-Iar">
                    <objects>
                        <tableViewController storyboardIdentifier="Inbox" id="a0p-rk-skQ" customClass="InboxViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="-1" id="Wxa-ac-xiE">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" reuseIdentifier="MessageCell" textLabel="JAi-Mi-vIi" detailTextLabel="AEP-Kb-8Vi" style="IBUITableViewCellStyleSubtitle" id="yR8-Pd-6HP">
                                        <rect key="frame" x="0.0" y="28" width="414" height="55.5"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="yR8-Pd-6HP" id="Kv5-xQ-hK3">
                                            <subviews>
                                                <label opaque="NO" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" id="JAi-Mi-vIi">
                                                    <rect key="frame" x="20" y="10" width="33.5" height="20.5"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                                <label opaque="NO" contentMode="left" text="Detail" textAlignment="natural" lineBreakMode="tailTruncation" id="AEP-Kb-8Vi">
                                                    <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                                    <nil key="textColor"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="StyledCell" textLabel="T1x-aa-111" imageView="I1x-aa-222" style="IBUITableViewCellStyleDefault" id="C2x-aa-000" customClass="StyledCell" customModule="App" customModuleProvider="target">
                                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="C2x-aa-000" id="V2x-aa-333">
                                            <subviews>
                                                <label opaque="NO" contentMode="left" text="Title" textAlignment="center" numberOfLines="0" id="T1x-aa-111">
                                                    <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                                    <color key="textColor" systemColor="systemRedColor"/>
                                                </label>
                                                <imageView opaque="NO" contentMode="scaleAspectFit" image="star" id="I1x-aa-222">
                                                    <color key="tintColor" systemColor="systemYellowColor"/>
                                                </imageView>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="SettingCell" textLabel="V1t-aa-444" detailTextLabel="V1d-aa-555" style="IBUITableViewCellStyleValue1" id="C3x-aa-000">
                                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="C3x-aa-000" id="V3x-aa-666">
                                            <subviews>
                                                <label opaque="NO" text="Title" textAlignment="natural" id="V1t-aa-444">
                                                    <fontDescription key="fontDescription" type="system" pointSize="0.0"/>
                                                    <nil key="textColor"/>
                                                </label>
                                                <label opaque="NO" text="Detail" textAlignment="right" id="V1d-aa-555">
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <color key="textColor" systemColor="secondaryLabelColor"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="CustomCell" id="C4x-aa-000" customClass="CustomCell" customModule="App">
                                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="C4x-aa-000" id="V4x-aa-777">
                                            <subviews>
                                                <label opaque="NO" text="Name" id="L4x-aa-888">
                                                    <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="kQX-jw-plL" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <!--Settings-->
                <scene sceneID="s2S-2F-Iar">
                    <objects>
                        <tableViewController id="s0p-rk-skQ" customClass="SettingsViewController" customModule="App" sceneMemberID="viewController">
                            <tableView key="view" dataMode="static" style="grouped" id="S1a-ac-xiE">
                                <sections>
                                    <tableViewSection headerTitle="General" id="Bmb-Oi-RZK">
                                        <cells>
                                            <tableViewCell textLabel="F9H-Kr-npj" style="IBUITableViewCellStyleDefault" id="zvg-7C-BlH">
                                                <tableViewCellContentView key="contentView" tableViewCell="zvg-7C-BlH" id="Tqk-Tu-E6K">
                                                    <subviews>
                                                        <label text="Open System Settings" textAlignment="natural" id="F9H-Kr-npj">
                                                            <fontDescription key="fontDescription" type="system" pointSize="0.0"/>
                                                            <nil key="textColor"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                <!--Photos-->
                <scene sceneID="p3S-2F-Iar">
                    <objects>
                        <collectionViewController id="p0p-rk-skQ" customClass="PhotosViewController" customModule="App" sceneMemberID="viewController">
                            <collectionView key="view" clipsSubviews="YES" dataMode="prototypes" id="P1a-ac-xiE">
                                <cells>
                                    <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="Photo" id="P2a-ac-xiE" customClass="PhotoCell" customModule="App">
                                        <collectionViewCellContentView key="contentView" opaque="NO" id="P3a-ac-xiE"/>
                                    </collectionViewCell>
                                </cells>
                            </collectionView>
                        </collectionViewController>
                        <navigationController id="n0p-rk-skQ" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SettingsViewController"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="LegacyCell" style="IBUITableViewCellStyleValue2" id="JCb-QB-CrO" customClass="LegacyCell">
                    <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="JCb-QB-CrO" id="FzD-t2-JGy">
                        <subviews>
                            <label key="textLabel" text="Title" id="f73-v7-eum">
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="12"/>
                            </label>
                            <label key="detailTextLabel" text="Detail" id="Cak-zN-D7k"/>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """

    func parse(_ text: String, path: String) throws -> InterfaceBuilderFacts {
        try InterfaceBuilderFacts.parse(Data(text.utf8), path: path).get()
    }

    @Test func prototypeCellsTheirStylesAndCustomizations() throws {
        let facts = try parse(Self.storyboard, path: "App/Main.storyboard")
        #expect(facts.kind == .storyboard)
        #expect(facts.cells.map(\.reuseIdentifier) == ["MessageCell", "StyledCell", "SettingCell", "CustomCell", nil, "Photo"])

        let message = facts.cells[0]
        #expect(message.kind == .tableViewCell && message.placement == .prototype && message.style == .subtitle)
        #expect(message.location == InterfaceBuilderLocation(path: "App/Main.storyboard", line: 15))
        #expect(message.textLabel?.text == "Title" && message.textLabel?.location.line == 19)
        #expect(message.detailTextLabel?.fontDescription == ["type": "system", "pointSize": "12"])
        #expect(message.imageView == nil)
        #expect(!message.customizesStandardViews, "Xcode's own fonts for a subtitle cell")

        let styled = facts.cells[1]
        #expect(styled.customClass == "StyledCell" && styled.customModule == "App" && styled.style == .default)
        #expect(styled.textLabel?.customizations == [.font, .textColor, .textAlignment, .numberOfLines])
        #expect(styled.textLabel?.textColor == ["systemColor": "systemRedColor"])
        #expect(styled.imageView?.customizations == [.tintColor, .image])
        #expect(styled.imageView?.image == "star")
        #expect(styled.customizesStandardViews)

        let setting = facts.cells[2]
        #expect(setting.style == .value1)
        #expect(!setting.customizesStandardViews, "a value1 detail label is right-aligned and secondary by default")

        let custom = facts.cells[3]
        #expect(custom.style == .custom && custom.textLabel == nil && !custom.customizesStandardViews)

        let staticCell = facts.cells[4]
        #expect(staticCell.placement == .staticCell && staticCell.textLabel?.text == "Open System Settings")

        let photo = facts.cells[5]
        #expect(photo.kind == .collectionViewCell && photo.placement == .prototype && photo.customClass == "PhotoCell")
    }

    @Test func viewControllersWithTheirStoryboardIdentifiers() throws {
        let facts = try parse(Self.storyboard, path: "Main.storyboard")
        #expect(facts.viewControllers.map(\.customClass) == ["InboxViewController", "SettingsViewController", "PhotosViewController", nil])
        #expect(facts.viewControllers[0].storyboardIdentifier == "Inbox")
        #expect(facts.viewControllers[0].element == "tableViewController")
        #expect(facts.viewControllers[0].location.line == 11)
        #expect(facts.viewControllers[3].element == "navigationController")
    }

    @Test func xibTopLevelCellWithKeyedLabels() throws {
        let facts = try parse(Self.xib, path: "LegacyCell.xib")
        #expect(facts.kind == .xib)
        #expect(facts.filesOwnerClass == "SettingsViewController")
        let cell = try #require(facts.cells.first)
        #expect(cell.placement == .topLevel && cell.style == .value2 && cell.reuseIdentifier == "LegacyCell")
        #expect(cell.textLabel?.customizations == [.font], "fonts other than pointSize 0 count for value2")
        #expect(cell.detailTextLabel?.id == "Cak-zN-D7k" && cell.detailTextLabel?.customizations == [])
    }

    @Test func malformedXMLIsAnErrorNamingFileAndLine() {
        let truncated = String(Self.storyboard.prefix(while: { $0 != "<" }) + Self.storyboard.split(separator: "\n").prefix(20).joined(separator: "\n"))
        for (text, path) in [(truncated, "Cut.storyboard"), ("<document>\n<scenes>\n</document>\n", "Mismatched.xib"), ("", "Empty.xib"), ("<plist/>", "Other.xib")] {
            guard case .failure(let error) = InterfaceBuilderFacts.parse(Data(text.utf8), path: path) else {
                Issue.record("\(path) must not parse")
                continue
            }
            #expect(error.path == path && error.line >= 1, "\(error)")
            #expect(error.description.hasPrefix("\(path):"))
        }
        if case .failure(let error) = InterfaceBuilderFacts.parse(Data("<document>\n<scenes>\n</document>\n".utf8), path: "M.xib") {
            #expect(error.line == 3, "\(error)")
        }
    }

    @Test func scanFindsFilesSkipsVendoredOnesAndReportsBadOnes() throws {
        let root = try TemporaryDirectory()
        try root.write("App/Base.lproj/Main.storyboard", Self.storyboard)
        try root.write("App/Cells/LegacyCell.xib", Self.xib)
        try root.write("App/Broken.xib", "<document>\n  <objects>\n")
        try root.write("Pods/Lib/Lib.storyboard", Self.storyboard)
        try root.write(".build/checkouts/X.xib", Self.xib)
        try root.write("App/Main.swift", "")
        let scan = InterfaceBuilderIndex.scan(root: root.path, display: { String($0.dropFirst(root.path.count + 1)) })
        #expect(scan.files.map(\.path) == ["App/Base.lproj/Main.storyboard", "App/Cells/LegacyCell.xib"])
        #expect(scan.errors.map(\.path) == ["App/Broken.xib"])
        #expect(scan.cells(reuseIdentifier: "StyledCell").first?.location.description == "App/Base.lproj/Main.storyboard:32")
        #expect(scan.cells(customClass: "LegacyCell").count == 1)
        #expect(scan.viewControllers(customClass: "PhotosViewController").count == 1)
    }
}

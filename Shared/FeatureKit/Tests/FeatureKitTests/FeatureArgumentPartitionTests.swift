import FeatureKit
import Testing

@Suite("Feature argument partition")
struct FeatureArgumentPartitionTests {
    private let prefixes: [(feature: String, prefixes: [String])] = [
        (feature: "contacts", prefixes: ["--contacts-"]),
        (feature: "tools", prefixes: ["--content-", "--tools-"]),
    ]

    @Test("Given options of two features When they are partitioned Then each feature gets its options with their values")
    func eachFeatureGetsItsOwn() {
        let partition = FeatureArgumentPartition(
            arguments: ["--contacts-url", "http://x", "--content-url=http://y", "--tools-offline", "--contacts-nat", "fr"],
            prefixesByFeature: prefixes
        )

        #expect(partition.argumentsByFeature["contacts"] == ["--contacts-url", "http://x", "--contacts-nat", "fr"])
        #expect(partition.argumentsByFeature["tools"] == ["--content-url=http://y", "--tools-offline"])
        #expect(partition.unclaimed.isEmpty)
    }

    @Test("Given a flag followed by another flag When partitioned Then the second flag is not taken as the first one's value")
    func flagIsNotAValue() {
        let partition = FeatureArgumentPartition(
            arguments: ["--tools-offline", "--contacts-nat", "fr"], prefixesByFeature: prefixes)

        #expect(partition.argumentsByFeature["tools"] == ["--tools-offline"])
        #expect(partition.argumentsByFeature["contacts"] == ["--contacts-nat", "fr"])
    }

    @Test("Given an option no feature owns and a stray word When partitioned Then both are left unclaimed in order")
    func unknownWordsAreUnclaimed() {
        let partition = FeatureArgumentPartition(
            arguments: ["--frobnicate", "stray", "--contacts-url", "u"], prefixesByFeature: prefixes)

        #expect(partition.unclaimed == ["--frobnicate", "stray"])
        #expect(partition.argumentsByFeature["contacts"] == ["--contacts-url", "u"])
    }
}

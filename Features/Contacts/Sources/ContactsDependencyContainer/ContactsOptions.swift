import ArgumentParser
import FeatureKit
import Foundation

/// The Contacts feature's command-line options, shown in `app --help`.
public struct ContactsOptions: FeatureOptions {
    public static let flagPrefixes = ["--contacts-"]

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A randomuser.me-compatible endpoint for contacts (or $CONTACTS_URL); default: the bundled dataset.",
            valueName: "url"
        ))
    public var contactsUrl: String?

    @Option(
        name: .long,
        help: ArgumentHelp("Only contacts of these nationalities, comma-separated (randomuser.me's nat).", valueName: "codes"))
    public var contactsNat: String?

    @Option(name: .long, help: ArgumentHelp("Only male or female contacts (randomuser.me's gender).", valueName: "gender"))
    public var contactsGender: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Seconds a saved page of contacts is used before it is fetched again (default: one day).", valueName: "seconds"))
    public var contactsCacheMaxAge: Double?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "How many contacts the remote book holds (default: 500); a short or empty page from the server ends it sooner.",
            valueName: "count"
        ))
    public var contactsCount: Int?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Seconds a request to the contacts server may take, its whole answer read (default: 10).", valueName: "seconds"))
    public var contactsTimeout: Double?

    /// The largest `--contacts-count`: 5,000 pages of 20.
    public static let maxContactsCount = 100_000

    public init() {}

    public func validate() throws {
        if let url = contactsUrl ?? ProcessInfo.processInfo.environment["CONTACTS_URL"], ServiceEndpoint.url(from: url) == nil {
            throw ValidationError("--contacts-url takes an http or https URL such as https://randomuser.me/api/1.4/.")
        }
        if let contactsGender, !["male", "female"].contains(contactsGender.lowercased()) {
            throw ValidationError("--contacts-gender takes male or female.")
        }
        if let contactsNat, ContactsNationalities.codes(from: contactsNat) == nil {
            throw ValidationError("--contacts-nat takes two-letter nationality codes separated by commas, such as fr,gb.")
        }
        if let contactsCacheMaxAge, contactsCacheMaxAge < 0 {
            throw ValidationError("--contacts-cache-max-age takes a number of seconds, 0 or more.")
        }
        if let contactsTimeout, !(contactsTimeout > 0) {
            throw ValidationError("--contacts-timeout takes a number of seconds greater than 0.")
        }
        if let contactsCount, !(0...Self.maxContactsCount).contains(contactsCount) {
            throw ValidationError("--contacts-count takes a number of contacts from 0 to \(Self.maxContactsCount).")
        }
    }

    /// Where contacts come from and how they are kept, given the process environment
    /// (`CONTACTS_URL` is read when `--contacts-url` is not given) and the host's service
    /// environment (used when neither says).
    public func sourceConfiguration(
        processEnvironment: [String: String], services: ServiceEnvironment = .embedded
    ) -> ContactsSourceConfiguration {
        var configuration = ContactsSourceConfiguration()
        if let url = (contactsUrl ?? processEnvironment["CONTACTS_URL"]).flatMap(ServiceEndpoint.url(from:))
            ?? ContactsServiceAddress.url(in: services)
        {
            configuration.source = .remote(url)
        }
        if let contactsCacheMaxAge { configuration.cacheMaxAge = contactsCacheMaxAge }
        if let contactsCount { configuration.remoteContactCount = contactsCount }
        if let contactsTimeout { configuration.requestTimeout = contactsTimeout }
        configuration.nationalities = contactsNat.flatMap(ContactsNationalities.codes(from:)) ?? []
        configuration.gender = contactsGender?.lowercased()
        return configuration
    }
}

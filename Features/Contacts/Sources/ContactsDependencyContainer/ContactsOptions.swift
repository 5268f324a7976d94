import FeatureKit
import Foundation

/// The Contacts feature's command-line options, shown in `app --help`.
public struct ContactsOptions: FeatureOptions {
    public static let flagPrefixes = ["--contacts-"]

    public static let commandLineOptions: [CommandLineOption] = [
        .value(
            "contacts-url", valueName: "url",
            help: "A randomuser.me-compatible endpoint for contacts (or $CONTACTS_URL); default: the bundled dataset."),
        .value(
            "contacts-nat", valueName: "codes",
            help: "Only contacts of these nationalities, comma-separated (randomuser.me's nat)."),
        .value("contacts-gender", valueName: "gender", help: "Only male or female contacts (randomuser.me's gender)."),
        .value(
            "contacts-cache-max-age", valueName: "seconds",
            help: "Seconds a saved page of contacts is used before it is fetched again (default: one day)."),
        .value(
            "contacts-count", valueName: "count",
            help: "How many contacts the remote book holds (default: 500); a short or empty page from the server ends it sooner."),
        .value(
            "contacts-timeout", valueName: "seconds",
            help: "Seconds a request to the contacts server may take, its whole answer read (default: 10)."),
    ]

    public var contactsUrl: String?
    public var contactsNat: String?
    public var contactsGender: String?
    public var contactsCacheMaxAge: Double?
    public var contactsCount: Int?
    public var contactsTimeout: Double?

    public static let maxContactsCount = 100_000

    /// Every default: the bundled dataset.
    public init() {}

    public init(values: CommandLineValues) throws(CommandLineError) {
        contactsUrl = values.string("contacts-url")
        contactsNat = values.string("contacts-nat")
        contactsGender = values.string("contacts-gender")
        contactsCacheMaxAge = try values.number(
            "contacts-cache-max-age", orSay: "--contacts-cache-max-age takes a number of seconds, 0 or more.")
        contactsCount = try values.integer(
            "contacts-count", orSay: "--contacts-count takes a number of contacts from 0 to \(Self.maxContactsCount).")
        contactsTimeout = try values.number(
            "contacts-timeout", orSay: "--contacts-timeout takes a number of seconds greater than 0.")
        try validate()
    }

    private func validate() throws(CommandLineError) {
        if let url = contactsUrl ?? ProcessInfo.processInfo.environment["CONTACTS_URL"], ServiceEndpoint.url(from: url) == nil {
            throw CommandLineError("--contacts-url takes an http or https URL such as https://randomuser.me/api/1.4/.")
        }
        if let contactsGender, !["male", "female"].contains(contactsGender.lowercased()) {
            throw CommandLineError("--contacts-gender takes male or female.")
        }
        if let contactsNat, ContactsNationalities.codes(from: contactsNat) == nil {
            throw CommandLineError("--contacts-nat takes two-letter nationality codes separated by commas, such as fr,gb.")
        }
        if let contactsCacheMaxAge, contactsCacheMaxAge < 0 {
            throw CommandLineError("--contacts-cache-max-age takes a number of seconds, 0 or more.")
        }
        if let contactsTimeout, !(contactsTimeout > 0) {
            throw CommandLineError("--contacts-timeout takes a number of seconds greater than 0.")
        }
        if let contactsCount, !(0...Self.maxContactsCount).contains(contactsCount) {
            throw CommandLineError("--contacts-count takes a number of contacts from 0 to \(Self.maxContactsCount).")
        }
    }

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

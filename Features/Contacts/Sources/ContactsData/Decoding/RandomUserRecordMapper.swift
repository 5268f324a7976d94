import Foundation

/// Flattens a randomuser.me record into the data layer's `ContactDataModel`, checking every
/// value on the way (`RandomUserFieldRules`).
enum RandomUserRecordMapper {
    /// The contact for `record`; its id is `login.uuid`.
    /// - Throws: `RandomUserRecordRejection` naming the first field that is empty where it
    ///   must not be (`login.uuid`), too long, out of range or of the wrong shape.
    static func contact(
        from record: RandomUserRecord, rules: RandomUserFieldRules
    ) throws(RandomUserRecordRejection) -> ContactDataModel {
        let name = RandomUserFieldRules.maxNameLength
        let place = RandomUserFieldRules.maxPlaceLength
        let short = RandomUserFieldRules.maxShortTextLength
        let link = RandomUserFieldRules.maxURLLength
        let location = record.location
        return ContactDataModel(
            id: try rules.id(record.login.uuid),
            gender: try rules.text(record.gender, "gender", maximum: short),
            title: try rules.text(record.name.title, "name.title", maximum: name),
            firstName: try rules.text(record.name.first, "name.first", maximum: name),
            lastName: try rules.text(record.name.last, "name.last", maximum: name),
            streetNumber: try rules.streetNumber(location.street.number),
            streetName: try rules.text(location.street.name, "location.street.name", maximum: place),
            city: try rules.text(location.city, "location.city", maximum: place),
            state: try rules.text(location.state, "location.state", maximum: place),
            country: try rules.text(location.country, "location.country", maximum: place),
            postcode: try rules.text(location.postcode.text, "location.postcode", maximum: short),
            latitude: try rules.text(location.coordinates.latitude, "location.coordinates.latitude", maximum: short),
            longitude: try rules.text(location.coordinates.longitude, "location.coordinates.longitude", maximum: short),
            timezoneOffset: try rules.text(location.timezone.offset, "location.timezone.offset", maximum: short),
            timezoneDescription: try rules.text(location.timezone.description, "location.timezone.description", maximum: place),
            email: try rules.text(record.email, "email", maximum: RandomUserFieldRules.maxEmailLength),
            username: try rules.text(record.login.username, "login.username", maximum: short),
            birthDate: try rules.pastDate(record.dob.date.date, "dob.date"),
            age: try rules.age(record.dob.age, "dob.age"),
            registeredDate: try rules.pastDate(record.registered.date.date, "registered.date"),
            registeredAge: try rules.age(record.registered.age, "registered.age"),
            phone: try rules.text(record.phone, "phone", maximum: short),
            cell: try rules.text(record.cell, "cell", maximum: short),
            nationalIdName: try rules.text(record.id.name, "id.name", maximum: short),
            nationalIdValue: try rules.optionalText(record.id.value, "id.value", maximum: short),
            pictureLarge: try rules.text(record.picture.large, "picture.large", maximum: link),
            pictureMedium: try rules.text(record.picture.medium, "picture.medium", maximum: link),
            pictureThumbnail: try rules.text(record.picture.thumbnail, "picture.thumbnail", maximum: link),
            nationality: try rules.nationality(record.nat)
        )
    }
}

// Generated from the mock API OpenAPI document by `npm run openapi -w mock-api`. Do not edit.

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness check (no auth, never delayed)
         * @description Answers 200 while the mock API runs, with the seconds since it started. Needs no token and is never slowed down by MOCK_LATENCY_MS, so a container health check can call it.
         */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/adminlogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with e-mail and password
         * @description E-mail match is case-insensitive. Wrong e-mail or password: 401. With the right password, a disabled account or a registration waiting for approval: 403. Throttled per client address, per e-mail address from one client address (failed attempts; the right password clears them) and per e-mail address from all addresses except those that signed in to it recently: 429 with `Retry-After` in seconds. More sign-ins waiting for their password check than the server queues: 503 with `Retry-After`. An account holds at most MOCK_SESSION_LIMIT sessions (default 10): a sign-in past it ends the oldest, whose token then gets 401 with `code: "session_replaced"`.
         */
        post: operations["adminlogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a sub admin account; an administrator approves it
         * @description Records a sub admin (role 2) with status `pending` and starts no session: the account cannot sign in (403) until an administrator approves it (POST /sub_admin_approve). Unapproved registrations lapse after MOCK_PENDING_TTL seconds (default 7 days). An address that already has an account gets the same answer, in about the same time, and nothing changes, so the answer does not tell which addresses are registered. Throttled per client address: 429 with `Retry-After` in seconds. Too many passwords waiting to be hashed: 503 with `Retry-After`.
         */
        post: operations["auth_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/adminProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Profile of the signed-in account
         * @description The account record of the token's holder, as the profile page shows it.
         */
        get: operations["adminProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user, as the console layout needs it
         * @description Who the token belongs to, with the role and permissions the console uses to choose its menu and buttons. A token that no longer works answers 401 with `code: session_expired`.
         */
        get: operations["auth_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out: the token stops working
         * @description Ends the session of the token sent (other sessions of the account go on) and logs the sign-out. No body is needed.
         */
        post: operations["auth_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/change_admin_password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in account's own password
         * @description Any signed-in account, administrator or sub admin. On success every other session of the account ends; the calling token keeps working. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["change_admin_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin_session_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in account's sessions, this one first, then the latest used
         * @description Every session of the account that still works, whichever device signed in. An account holds at most MOCK_SESSION_LIMIT sessions (default 10; a sign-in past it ends the oldest). Tokens are never shown.
         */
        get: operations["admin_session_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin_session_end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out one of the account’s other sessions
         * @description Its token stops working at once (401 `session_expired`). Recorded in the activity log as a `sign_out` in the profile section. An id no session of this account has (ended already, or another account's): 404. The calling session itself: 400 (sign out instead).
         */
        post: operations["admin_session_end"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin_preferences_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in account's preferences
         * @description Changes only the preferences sent (at least one); answers all of them. Any signed-in account may change its own. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["admin_preferences_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads/avatars/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An account's avatar image
         * @description Serves `<id>.svg` for every admin account: initials on a coloured circle, the same every time. Use `image_url` of an account, relative to the image base URL. Cached for a day; supports `If-None-Match`.
         */
        get: operations["uploads_avatars_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads/drivers/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A driver's photo, by the signed URL its driver's `photo_url` gives
         * @description Drivers' photos are personal data: only the URL the API answers as a driver's `photo_url` works, with its `expires` and `sig`, for at least 20 minutes after it was given (the same URL within each 10 minutes, so browsers cache it; a restart of the API changes every signature). Unsigned, tampered with or expired: 403. Serves a generated portrait (initials on a coloured circle), cached privately until the URL expires; supports `If-None-Match`.
         */
        get: operations["uploads_drivers_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard_count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Summary counts for the dashboard
         * @description Counts of cities, transport companies, resting points, states, drivers (not counting soft-deleted ones) and active vehicle types, worked out from the current data on every call.
         */
        get: operations["dashboard_count"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard_trends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check-ins per day (last 30 days) and new drivers per week (last 12 weeks)
         * @description India days and weeks, oldest first, zero-filled: always the same number of entries.
         */
        get: operations["dashboard_trends"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard_activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Drivers by status, drivers checked in now, the busiest resting points and the longest stays
         * @description Drivers per status, and the stays in progress right now: how many, the 5 resting points with the most drivers (with their parking capacity) and the 5 longest stays.
         */
        get: operations["dashboard_activity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Drivers, newest first unless sorted; soft-deleted drivers never appear
         * @description Needs read access to drivers (`x-permission`): a sub admin without it gets 403. A sub admin without the reveal permission may search by a whole mobile number, e-mail or licence number MOCK_EXACT_SEARCH_LIMIT times a minute (30 by default), counted across the driver list, its export link and the bulk actions: 429 with `Retry-After` beyond. Names and vehicle numbers are not limited.
         */
        get: operations["users_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users_export_link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A download link for the CSV of drivers: the list's view, every row
         * @description Needs read access to drivers (`x-permission`): a sub admin without it gets 403. Takes the list's filters and sort (no page: the file has every matching row, in the list's order). Answers a link that works once, within 60 seconds, without the Authorization header.
         */
        post: operations["users_export_link"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users_export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The CSV file of drivers, from a download link
         * @description The account the token was issued to must still have read access to drivers (`x-permission`): 403 otherwise. Needs no Authorization header: the token of `POST /users_export_link` is the credential. UTF-8 with a byte order mark, a heading row, CRLF line ends; times in India time (IST). A text cell that could start a spreadsheet formula (= + - @, tab, CR) starts with an apostrophe, except phone numbers such as +91 98765 43210. Unknown token: 404. Used, expired, or its session ended: 410.
         */
        get: operations["users_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users_list_all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every driver that is not deleted (id and name, by name), for a select
         * @description Needs read access to drivers (`x-permission`): a sub admin without it gets 403.
         */
        get: operations["users_list_all"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user_detail_view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One driver with company, location, vehicle and recent check-ins
         * @description Needs read access to drivers (`x-permission`): a sub admin without it gets 403. A soft-deleted or unknown driver: 404 "Driver not found".
         */
        post: operations["user_detail_view"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user_reveal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A driver's mobile number, e-mail and licence number in full
         * @description Needs read access to drivers (`x-permission`): a sub admin without it gets 403. Sub admins see them masked everywhere else; one with the reveal permission sees one driver's in full here (administrators always may, and see them in full anyway). Without it: 403. Every reveal is recorded in the activity log (who, which driver; never the values). A soft-deleted or unknown driver: 404.
         */
        post: operations["user_reveal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user_status_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a driver's status
         * @description Needs read-write access to drivers (`x-permission`): a sub admin with read-only or no access gets 403. Answers the updated driver. Setting the current status again is allowed. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["user_status_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user_soft_delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Soft-delete a driver
         * @description Needs read-write access to drivers (`x-permission`): a sub admin with read-only or no access gets 403. The driver leaves every list, select and count; the record and its check-in history are kept. Deleting again: 404. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["user_soft_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users_bulk_status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the status of many drivers at once
         * @description Needs read-write access to drivers (`x-permission`): a sub admin with read-only or no access gets 403. The rules of POST /user_status_update, driver by driver. Send either `ids` or `filter`, not both; an unknown filter field is refused (400), not ignored. A filter matching more than 10000 drivers is refused (400) before anything changes. Chosen drivers that do not exist or were deleted are listed in `failed` with the reason; the others change. A sub admin without the reveal permission may search by a whole mobile number, e-mail or licence number MOCK_EXACT_SEARCH_LIMIT times a minute (30 by default), counted across the driver list, its export link and the bulk actions: 429 with `Retry-After` beyond. Names and vehicle numbers are not limited. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["users_bulk_status"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users_bulk_delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Soft-delete many drivers at once
         * @description Needs read-write access to drivers (`x-permission`): a sub admin with read-only or no access gets 403. The rules of POST /user_soft_delete, driver by driver. Send either `ids` or `filter`, not both; an unknown filter field is refused (400), not ignored. A filter matching more than 10000 drivers is refused (400) before anything changes. Chosen drivers that do not exist or were already deleted are listed in `failed` with the reason; the others are deleted. A sub admin without the reveal permission may search by a whole mobile number, e-mail or licence number MOCK_EXACT_SEARCH_LIMIT times a minute (30 by default), counted across the driver list, its export link and the bulk actions: 429 with `Retry-After` beyond. Names and vehicle numbers are not limited. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["users_bulk_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkin_detail_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check-ins, newest first unless sorted, with driver and resting point names
         * @description Needs read access to check-ins (`x-permission`): a sub admin without it gets 403. Filters combine (all must hold): `search`, `now=1` (stays in progress), `from`/`to` (India dates, inclusive, on check-in time; `to` before `from` is a 400), `resting_point_id`, `state_id` (of the resting point) and `user_id`. An id that matches nothing answers an empty list.
         */
        get: operations["checkin_detail_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkin_detail_export_link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A download link for the CSV of check-ins: the list's view, every row
         * @description Needs read access to check-ins (`x-permission`): a sub admin without it gets 403. Takes the list's filters and sort (no page: the file has every matching row, in the list's order). Answers a link that works once, within 60 seconds, without the Authorization header.
         */
        post: operations["checkin_detail_export_link"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkin_detail_export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The CSV file of check-ins, from a download link
         * @description The account the token was issued to must still have read access to check-ins (`x-permission`): 403 otherwise. Needs no Authorization header: the token of `POST /checkin_detail_export_link` is the credential. UTF-8 with a byte order mark, a heading row, CRLF line ends; times in India time (IST). A text cell that could start a spreadsheet formula (= + - @, tab, CR) starts with an apostrophe, except phone numbers such as +91 98765 43210. Unknown token: 404. Used, expired, or its session ended: 410.
         */
        get: operations["checkin_detail_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every transport company, by name unless sorted, with its number of drivers
         * @description Needs read access to companies (`x-permission`): a sub admin without it gets 403. Not paged: the whole list comes in one answer (pagination says so), as the console needs it for selects too.
         */
        get: operations["company_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company_export_link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A download link for the CSV of transport companies: the list's view, every row
         * @description Needs read access to companies (`x-permission`): a sub admin without it gets 403. Takes the list's filters and sort (no page: the file has every matching row, in the list's order). Answers a link that works once, within 60 seconds, without the Authorization header.
         */
        post: operations["company_export_link"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company_export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The CSV file of transport companies, from a download link
         * @description The account the token was issued to must still have read access to companies (`x-permission`): 403 otherwise. Needs no Authorization header: the token of `POST /company_export_link` is the credential. UTF-8 with a byte order mark, a heading row, CRLF line ends; times in India time (IST). A text cell that could start a spreadsheet formula (= + - @, tab, CR) starts with an apostrophe, except phone numbers such as +91 98765 43210. Unknown token: 404. Used, expired, or its session ended: 410.
         */
        get: operations["company_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a transport company
         * @description Needs read-write access to companies (`x-permission`): a sub admin with read-only or no access gets 403. A name already used (regardless of case): 409. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["company_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company_edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rename a transport company
         * @description Needs read-write access to companies (`x-permission`): a sub admin with read-only or no access gets 403. Unknown company: 404. A name another company uses: 409. With `version`: 409 with the company as it is now if it changed since. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["company_edit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company_delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a transport company
         * @description Needs read-write access to companies (`x-permission`): a sub admin with read-only or no access gets 403. Deleting a company its drivers still belong to is allowed: the drivers stay and now have no company (company_id null), and `drivers_detached` says how many. Unknown company: 404. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["company_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/state_list_all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every state, for selects
         * @description Any signed-in account, whatever its access to states. All states and union territories, active and inactive, sorted by name.
         */
        get: operations["state_list_all"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/state_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * States, a page at a time
         * @description Needs read access to states (`x-permission`): a sub admin without it gets 403. Sorted by name. `search` matches name or code (case-insensitive); `status` filters.
         */
        get: operations["state_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/state_detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One state, for its edit screen
         * @description Needs read access to states (`x-permission`): a sub admin without it gets 403.
         */
        post: operations["state_detail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/state_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a state or union territory
         * @description Needs read-write access to states (`x-permission`): a sub admin with read-only or no access gets 403. Name and code are unique (case-insensitive): 409 with the field that clashes. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["state_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/state_edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a state
         * @description Needs read-write access to states (`x-permission`): a sub admin with read-only or no access gets 403. Same rules as adding. Unknown id: 404. With `version`: 409 with the state as it is now if it changed since. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["state_edit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/state_delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a state
         * @description Needs read-write access to states (`x-permission`): a sub admin with read-only or no access gets 403. Only a state nothing refers to: while it has cities, resting points, police contacts or drivers the answer is 409 saying which. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["state_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/city_list_all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every city, for selects
         * @description Any signed-in account, whatever its access to cities. All cities, active and inactive, sorted by name; `state_id` keeps one state's cities (an unknown state gives an empty list).
         */
        get: operations["city_list_all"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/city_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cities, a page at a time
         * @description Needs read access to cities (`x-permission`): a sub admin without it gets 403. Sorted by name. `search` matches the city name (case-insensitive); `state_id` and `status` filter.
         */
        get: operations["city_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/city_detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One city, for its edit screen
         * @description Needs read access to cities (`x-permission`): a sub admin without it gets 403.
         */
        post: operations["city_detail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/city_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a city to a state
         * @description Needs read-write access to cities (`x-permission`): a sub admin with read-only or no access gets 403. The name is unique within its state (case-insensitive): 409 on `name`. Unknown state: 400 on `state_id`. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["city_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/city_edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a city
         * @description Needs read-write access to cities (`x-permission`): a sub admin with read-only or no access gets 403. Same rules as adding. A city with resting points, drivers or police contacts cannot move to another state: 409. With `version`: 409 with the city as it is now if it changed since. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["city_edit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/city_delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a city
         * @description Needs read-write access to cities (`x-permission`): a sub admin with read-only or no access gets 403. Only a city nothing refers to: while resting points, drivers or police contacts are in it the answer is 409 saying which. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["city_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resting_point_list_all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every resting point, for selects
         * @description Any signed-in account, whatever its access to resting points. Sorted by name; `state_id` and `city_id` narrow the list.
         */
        get: operations["resting_point_list_all"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resting_point_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resting points, a page at a time
         * @description Needs read access to resting points (`x-permission`): a sub admin without it gets 403. Sorted by name unless `sort` says otherwise. `search` matches name, city or highway (NH 48 finds NH48); `state_id`, `city_id`, `status` and `type` filter. `today_checkins` counts check-ins since midnight India time (UTC+05:30).
         */
        get: operations["resting_point_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resting_point_export_link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A download link for the CSV of resting points: the list's view, every row
         * @description Needs read access to resting points (`x-permission`): a sub admin without it gets 403. Takes the list's filters and sort (no page: the file has every matching row, in the list's order). Answers a link that works once, within 60 seconds, without the Authorization header.
         */
        post: operations["resting_point_export_link"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resting_point_export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The CSV file of resting points, from a download link
         * @description The account the token was issued to must still have read access to resting points (`x-permission`): 403 otherwise. Needs no Authorization header: the token of `POST /resting_point_export_link` is the credential. UTF-8 with a byte order mark, a heading row, CRLF line ends; times in India time (IST). A text cell that could start a spreadsheet formula (= + - @, tab, CR) starts with an apostrophe, except phone numbers such as +91 98765 43210. Unknown token: 404. Used, expired, or its session ended: 410.
         */
        get: operations["resting_point_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resting_point_detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One resting point with the drivers there now and its latest check-ins
         * @description Needs read access to resting points (`x-permission`): a sub admin without it gets 403. For its detail and edit screens. `checked_in_now` lists the first 20 stays in progress (`checked_in_count` counts them all); `recent_checkins` the 10 latest. Unknown id: 404.
         */
        post: operations["resting_point_detail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resting_point_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a resting point
         * @description Needs read-write access to resting points (`x-permission`): a sub admin with read-only or no access gets 403. The city must be in the chosen state (400 on `city_id`); coordinates must lie in India (400 on `latitude`/`longitude`); opening hours are required unless open 24x7. Name unique within the city: 409. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["resting_point_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resting_point_edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a resting point
         * @description Needs read-write access to resting points (`x-permission`): a sub admin with read-only or no access gets 403. Same rules as adding. Unknown id: 404. With `version`: 409 with the resting point as it is now if it changed since. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["resting_point_edit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resting_point_delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a resting point that was never used
         * @description Needs read-write access to resting points (`x-permission`): a sub admin with read-only or no access gets 403. A resting point with check-ins keeps its history: 409, set it inactive instead (POST /resting_point_edit with status "inactive"). Police contacts stop listing a deleted point. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["resting_point_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/police_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Police contacts, a page at a time
         * @description Needs read access to the police contact list (`x-permission`): a sub admin without it gets 403. Sorted by state, then station name. `search` matches station, officer, city, address or a phone number; `state_id` filters, and `resting_point_id` keeps the contacts that cover that resting point.
         */
        get: operations["police_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/police_detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One police contact, for its edit form
         * @description Needs read access to the police contact list (`x-permission`): a sub admin without it gets 403.
         */
        post: operations["police_detail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/police_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a police contact
         * @description Needs read-write access to the police contact list (`x-permission`): a sub admin with read-only or no access gets 403. City and covered resting points must be in the chosen state (400 on the field). Station names are unique within a state: 409. Repeated phone numbers are kept once. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["police_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/police_edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a police contact
         * @description Needs read-write access to the police contact list (`x-permission`): a sub admin with read-only or no access gets 403. Same rules as adding. Unknown id: 404. With `version`: 409 with the contact as it is now if it changed since. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["police_edit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/police_delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a police contact
         * @description Needs read-write access to the police contact list (`x-permission`): a sub admin with read-only or no access gets 403. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["police_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sub_admin_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sub admins, a page at a time
         * @description Administrators only (role 1); a sub admin gets 403. Registrations waiting for approval (status `pending`) first, then newest first, unless `sort` says otherwise. `search` matches name, e-mail or mobile. `pending_count` counts every registration waiting for approval, whatever the search, filter and page.
         */
        get: operations["sub_admin_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sub_admin_export_link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A download link for the CSV of sub admins: the list's view, every row
         * @description Administrators only (role 1); a sub admin gets 403. Takes the list's filters and sort (no page: the file has every matching row, in the list's order). Answers a link that works once, within 60 seconds, without the Authorization header.
         */
        post: operations["sub_admin_export_link"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sub_admin_export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The CSV file of sub admins, from a download link
         * @description Needs no Authorization header: the token of `POST /sub_admin_export_link` is the credential. UTF-8 with a byte order mark, a heading row, CRLF line ends; times in India time (IST). A text cell that could start a spreadsheet formula (= + - @, tab, CR) starts with an apostrophe, except phone numbers such as +91 98765 43210. Unknown token: 404. Used, expired, or its session ended: 410.
         */
        get: operations["sub_admin_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sub_admin_detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One sub admin
         * @description Administrators only (role 1); a sub admin gets 403.
         */
        post: operations["sub_admin_detail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sub_admin_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a sub admin (role 2)
         * @description Administrators only (role 1); a sub admin gets 403. The account can sign in at once, unless created disabled. Duplicate e-mail (any case): 409. Too many passwords waiting to be hashed: 503 with `Retry-After`. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["sub_admin_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sub_admin_edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a sub admin, optionally resetting the password
         * @description Administrators only (role 1); a sub admin gets 403. Disabling, a password reset or a new e-mail address (not just a change of case) ends the account's sessions. A registration waiting for approval: 409. With `version`: 409 with the account as it is now if it changed since. A password reset when too many passwords wait to be hashed: 503 with `Retry-After`. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["sub_admin_edit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sub_admin_status_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable or disable a sub admin
         * @description Administrators only (role 1); a sub admin gets 403. Disabling ends the account's sessions; it cannot sign in until enabled. Your own account, or a registration waiting for approval: 409. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["sub_admin_status_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sub_admin_delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a sub admin for good
         * @description Administrators only (role 1); a sub admin gets 403. The account's sessions end. Your own account: 409. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["sub_admin_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sub_admin_approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a registration: it becomes an active sub admin
         * @description Administrators only (role 1); a sub admin gets 403. The account can then sign in with the password it registered with. Not waiting for approval: 409. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["sub_admin_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sub_admin_reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a registration: it is deleted
         * @description Administrators only (role 1); a sub admin gets 403. The address may register again. Not waiting for approval: 409. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["sub_admin_reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/activity_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The activity log, newest first, 10 a page
         * @description Administrators only (role 1); a sub admin gets 403. Who changed what, and every sign-in and failed sign-in. Filters combine: `actor_id` (the person), `section`, `action`, `from`/`to` (India dates, inclusive; `to` before `from` is a 400). Append-only: no call edits or deletes entries; the log keeps the latest MOCK_ACTIVITY_LIMIT (default 200,000).
         */
        get: operations["activity_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/activity_export_link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A download link for the CSV of activity log entries: the list's view, every row
         * @description Administrators only (role 1); a sub admin gets 403. Takes the list's filters and sort (no page: the file has every matching row, in the list's order). Answers a link that works once, within 60 seconds, without the Authorization header.
         */
        post: operations["activity_export_link"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/activity_export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The CSV file of activity log entries, from a download link
         * @description Needs no Authorization header: the token of `POST /activity_export_link` is the credential. UTF-8 with a byte order mark, a heading row, CRLF line ends; times in India time (IST). A text cell that could start a spreadsheet formula (= + - @, tab, CR) starts with an apostrophe, except phone numbers such as +91 98765 43210. Unknown token: 404. Used, expired, or its session ended: 410.
         */
        get: operations["activity_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/activity_record_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest 10 entries about one record, newest first
         * @description Any account that may view the section (sub_admins and broadcast: administrators only); otherwise 403. An unknown or deleted record answers what the log holds about it (possibly nothing). Drivers’ mobile, e-mail and licence number are masked for sub admins, as everywhere (a full look is a logged POST /user_reveal).
         */
        get: operations["activity_record_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The content pages of the driver app
         * @description Needs read access to CMS pages (`x-permission`): a sub admin without it gets 403. About us, Terms & conditions, Privacy policy, FAQ and Contact, in that order.
         */
        get: operations["cms_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms_detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One content page with its Markdown
         * @description Needs read access to CMS pages (`x-permission`): a sub admin without it gets 403. By `id` or `slug`; with both, they must name the same page.
         */
        post: operations["cms_detail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms_edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the title and Markdown of a content page
         * @description Needs read-write access to CMS pages (`x-permission`): a sub admin with read-only or no access gets 403. Records the time and the signed-in admin. Unsafe markup (script, event handlers, other active HTML, javascript:/vbscript:/data: link targets) is removed and the rest is kept byte for byte; the message then says what was removed. With `version`: 409 with the page as it is now if it changed since. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["cms_edit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Policies drivers accept, a page at a time
         * @description Needs read access to policies (`x-permission`): a sub admin without it gets 403. Sorted by title. `search` matches the title; `status` filters.
         */
        get: operations["policy_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy_detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One policy with its current text and version history
         * @description Needs read access to policies (`x-permission`): a sub admin without it gets 403.
         */
        post: operations["policy_detail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a policy with its first version
         * @description Needs read-write access to policies (`x-permission`): a sub admin with read-only or no access gets 403. Titles are unique regardless of case (409). Unsafe markup in the body is stripped. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["policy_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy_publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a new version of a policy
         * @description Needs read-write access to policies (`x-permission`): a sub admin with read-only or no access gets 403. Adds version n+1 and makes it current; earlier versions stay readable in the history. The effective date may not be before the current version's, and the text must differ from it (400). The status is not changed. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["policy_publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy_status_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate or withdraw a policy
         * @description Needs read-write access to policies (`x-permission`): a sub admin with read-only or no access gets 403. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["policy_status_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicle_type_list_all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every vehicle type, for selects
         * @description Any signed-in account, whatever its access to vehicle types. Active and inactive, by name: e.g. the driver list filter.
         */
        get: operations["vehicle_type_list_all"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicle_type_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Vehicle types, a page at a time
         * @description Needs read access to vehicle types (`x-permission`): a sub admin without it gets 403. By name unless sorted. `search` matches code, name or description (case-insensitive); `status` filters.
         */
        get: operations["vehicle_type_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicle_type_export_link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A download link for the CSV of vehicle types: the list's view, every row
         * @description Needs read access to vehicle types (`x-permission`): a sub admin without it gets 403. Takes the list's filters and sort (no page: the file has every matching row, in the list's order). Answers a link that works once, within 60 seconds, without the Authorization header.
         */
        post: operations["vehicle_type_export_link"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicle_type_export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The CSV file of vehicle types, from a download link
         * @description The account the token was issued to must still have read access to vehicle types (`x-permission`): 403 otherwise. Needs no Authorization header: the token of `POST /vehicle_type_export_link` is the credential. UTF-8 with a byte order mark, a heading row, CRLF line ends; times in India time (IST). A text cell that could start a spreadsheet formula (= + - @, tab, CR) starts with an apostrophe, except phone numbers such as +91 98765 43210. Unknown token: 404. Used, expired, or its session ended: 410.
         */
        get: operations["vehicle_type_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicle_type_detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One vehicle type, for its edit screen
         * @description Needs read access to vehicle types (`x-permission`): a sub admin without it gets 403. A read, so a GET (the older sections read details by POST, as the spec has them).
         */
        get: operations["vehicle_type_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicle_type_add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a vehicle type
         * @description Needs read-write access to vehicle types (`x-permission`): a sub admin with read-only or no access gets 403. Code and name are unique (case-insensitive): 409 with the field that clashes. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["vehicle_type_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicle_type_edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a vehicle type
         * @description Needs read-write access to vehicle types (`x-permission`): a sub admin with read-only or no access gets 403. Same rules as adding. The code cannot change while drivers use the type (409 saying how many); setting it inactive can. Unknown id: 404. With `version`: 409 with the type as it is now if it changed since. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["vehicle_type_edit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicle_type_delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a vehicle type
         * @description Needs read-write access to vehicle types (`x-permission`): a sub admin with read-only or no access gets 403. Only a type no driver uses: otherwise 409 saying how many do (set it inactive instead). Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["vehicle_type_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/broadcast_audience_count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * How many drivers an audience reaches
         * @description Administrators only (role 1); a sub admin gets 403. Counts live drivers as `broadcast_send` would.
         */
        post: operations["broadcast_audience_count"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/broadcast_send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message to drivers now
         * @description Administrators only (role 1); a sub admin gets 403. Records the broadcast with its audience, sender, time and recipient count. An audience that reaches nobody: 400. Accepts an `Idempotency-Key` header: a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) without acting twice; the key with a different request is a 422 `idempotency_key_reused`, while the first still runs a 409 `idempotency_in_progress`.
         */
        post: operations["broadcast_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/broadcast_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sent broadcasts, newest first, a page at a time
         * @description Administrators only (role 1); a sub admin gets 403.
         */
        get: operations["broadcast_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Machine-readable reason of an error answer, sent with every one:
         *     - `validation_failed`: 400: a field breaks a rule; `errors` lists each problem with its own `code` and `params`, and `message` is the first one. Params: `field` and that problem's params.
         *     - `unreadable_body`: 400: the body is not valid JSON or UTF-8, has a key twice, is empty where JSON was announced, or does not match Content-Length.
         *     - `bad_request`: 400: the request could not be read otherwise (e.g. a malformed URL).
         *     - `not_signed_in`: 401: no bearer token, or a malformed Authorization header; sign in.
         *     - `session_expired`: 401: the token is unknown, revoked, or past its idle or absolute lifetime; sign in again.
         *     - `session_replaced`: 401: the session was ended because its account signed in elsewhere once more than the session limit (MOCK_SESSION_LIMIT) allows; the oldest sessions end first.
         *     - `invalid_credentials`: 401: sign-in with an e-mail address and password that do not match.
         *     - `account_disabled`: 401 (signed in) or 403 (signing in): the account is disabled.
         *     - `account_pending`: 403: the account is waiting for an administrator's approval.
         *     - `admin_only`: 403: only administrators (role 1) may do this.
         *     - `forbidden_section`: 403: the account's permissions do not allow it. Params: `section` (as in `x-sections`), `access`: `view`, `change` or `history` (the section's activity history).
         *     - `reveal_not_allowed`: 403: the account may not reveal drivers' personal data.
         *     - `photo_link_invalid`: 403: a driver's photo link is not signed or has expired; load the driver again.
         *     - `not_found`: 404: the record (or file) does not exist, or no longer does.
         *     - `route_not_found`: 404: no such operation. Params: `method`, `path`.
         *     - `duplicate`: 409: another record already has this value. Params: `field`, and the values the message names (`name`, `code`, `state`, `city`...).
         *     - `in_use`: 409: records refer to this one, so it cannot be deleted or changed that way. Params: `name`, `action` (`delete`, `move`, `change_code`), the counts the message names (`cities`, `resting_points`, `police_contacts`, `drivers`, `checkins`) and, for a move, `state`.
         *     - `stale_version`: 409: the record changed since the `version` the edit was based on; `body` holds it as it is now. Params: `field` (`version`), `record`, `version` (its latest), `sent`, and unless `sent` is newer than `version`, `updated_at` and `updated_by` (when somebody is named).
         *     - `registration_pending`: 409: the sub admin account is a registration waiting for approval: approve or reject it first.
         *     - `not_pending`: 409: only a registration waiting for approval can be approved or rejected. Params: `action` (`approve`, `reject`).
         *     - `own_account`: 409: an administrator cannot disable or delete their own account. Params: `action` (`disable`, `delete`).
         *     - `idempotency_in_progress`: 409: a request with the same Idempotency-Key is still running.
         *     - `export_link_gone`: 410: the download link cannot be used again; ask for a new one. Params: `reason` (`used`, `expired`, `signed_out`).
         *     - `payload_too_large`: 413: the request body is too large.
         *     - `unsupported_media_type`: 415: a request body must be sent as application/json.
         *     - `idempotency_key_reused`: 422: the Idempotency-Key was used for a different request.
         *     - `rate_limited`: 429: too many attempts. Params: `limit` (`sign_in`, `register`, `exact_search`, `write`), `retry_after` (seconds, as the Retry-After header).
         *     - `internal_error`: 500: an unexpected error on the server.
         *     - `busy`: 503: too many passwords are waiting to be checked or texts to be cleaned. Params: `retry_after` (seconds, as the Retry-After header).
         * @enum {string}
         */
        ErrorCode: "validation_failed" | "unreadable_body" | "bad_request" | "not_signed_in" | "session_expired" | "session_replaced" | "invalid_credentials" | "account_disabled" | "account_pending" | "admin_only" | "forbidden_section" | "reveal_not_allowed" | "photo_link_invalid" | "not_found" | "route_not_found" | "duplicate" | "in_use" | "stale_version" | "registration_pending" | "not_pending" | "own_account" | "idempotency_in_progress" | "export_link_gone" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "busy";
        /**
         * @description What is wrong with a field, for a client's own text:
         *     - `required`: The field is missing or empty.
         *     - `unknown_field`: The operation does not declare this field.
         *     - `wrong_type`: Params: `type` (`string`, `integer`, `number`, `boolean`, `object`, `array`, `null`; several joined by commas).
         *     - `bad_format`: Params: `format` (`email`, `date`, `date-time`, `uri`...).
         *     - `bad_pattern`: The text does not have the form the field needs (the message says which).
         *     - `bad_text`: Control characters, markup in a name, invisible or direction characters and the like (the message says which).
         *     - `too_short`: Params: `limit` (characters).
         *     - `too_long`: Params: `limit` (characters).
         *     - `too_small`: Params: `limit`, `exclusive` (1 when the limit itself is not allowed either).
         *     - `too_large`: Params: `limit`, `exclusive` (1 when the limit itself is not allowed either).
         *     - `too_few`: Params: `limit` (items).
         *     - `too_many`: Params: `limit` (items).
         *     - `not_allowed_value`: Params: `allowed` (the allowed values, joined by ", ").
         *     - `bad_combination`: A rule across fields: one of them is needed, or not both (the message says which).
         *     - `invalid`: Any other problem (the message says what).
         *     - `not_utf8`: The body is not UTF-8 text.
         *     - `duplicate_key`: The body has this key twice.
         *     - `not_found`: The record the field names does not exist. Params: `id` where the message names it.
         *     - `wrong_place`: The place is not where it must be: a city or resting point of another state, a point outside India. Params: the values the message names (`name`, `state`, `value`, `min`, `max`).
         *     - `empty_range`: A date range that ends before it starts. Params: `from`, `to`.
         *     - `too_many_matches`: A bulk action whose filters match too many drivers. Params: `count`, `limit`.
         *     - `same_times`: Opening and closing time are the same.
         *     - `nothing_left`: A text with nothing left once unsafe markup is removed.
         *     - `nothing_to_publish`: A policy version the same as the current one. Params: `version`.
         *     - `too_early`: An effective date before the current version's. Params: `date`, `version`.
         *     - `no_recipients`: A broadcast audience that no driver matches.
         *     - `wrong_password`: The current password is not right.
         *     - `same_password`: The new password is the current one.
         *     - `current_session`: The session of this very request (sign out instead).
         *     - `duplicate`: As the answer's `duplicate`.
         *     - `in_use`: As the answer's `in_use`.
         *     - `stale_version`: As the answer's `stale_version`.
         * @enum {string}
         */
        FieldErrorCode: "required" | "unknown_field" | "wrong_type" | "bad_format" | "bad_pattern" | "bad_text" | "too_short" | "too_long" | "too_small" | "too_large" | "too_few" | "too_many" | "not_allowed_value" | "bad_combination" | "invalid" | "not_utf8" | "duplicate_key" | "not_found" | "wrong_place" | "empty_range" | "too_many_matches" | "same_times" | "nothing_left" | "nothing_to_publish" | "too_early" | "no_recipients" | "wrong_password" | "same_password" | "current_session" | "duplicate" | "in_use" | "stale_version";
        /** @description The values a message interpolates (field, limit, counts, who changed a record and when, seconds to wait), by the names its code lists; empty when it has none */
        ErrorParams: {
            [key: string]: string | number;
        };
        /** @description One validation problem */
        FieldError: {
            /** @description Name of the offending field, e.g. `email` */
            field: string;
            /** @description What is wrong with it, as a sentence */
            message: string;
            code: components["schemas"]["FieldErrorCode"];
            params: components["schemas"]["ErrorParams"];
        };
        /** @description Every failed answer */
        ErrorResponse: {
            /** @enum {boolean} */
            success: false;
            /** @description Human-readable reason in English, fit to show in a toast; a client may show its own text for `code` instead */
            message: string;
            body: null;
            errors?: components["schemas"]["FieldError"][];
            code: components["schemas"]["ErrorCode"];
            params: components["schemas"]["ErrorParams"];
        };
        /** @description Position of a list page */
        Pagination: {
            page: number;
            limit: number;
            total: number;
            totalPages: number;
        };
        /** @description What an account may do per section. An administrator's allow everything; Sub Admin, Brodcast and Setting are administrators-only whatever a sub admin's permissions say. */
        Permissions: {
            sections: {
                /**
                 * @description none: hidden; read: may look; write: may also create, edit, delete, change status
                 * @enum {string}
                 */
                drivers: "none" | "read" | "write";
                /**
                 * @description none: hidden; read: may look; write: may also create, edit, delete, change status
                 * @enum {string}
                 */
                checkins: "none" | "read" | "write";
                /**
                 * @description none: hidden; read: may look; write: may also create, edit, delete, change status
                 * @enum {string}
                 */
                resting_points: "none" | "read" | "write";
                /**
                 * @description none: hidden; read: may look; write: may also create, edit, delete, change status
                 * @enum {string}
                 */
                states: "none" | "read" | "write";
                /**
                 * @description none: hidden; read: may look; write: may also create, edit, delete, change status
                 * @enum {string}
                 */
                cities: "none" | "read" | "write";
                /**
                 * @description none: hidden; read: may look; write: may also create, edit, delete, change status
                 * @enum {string}
                 */
                companies: "none" | "read" | "write";
                /**
                 * @description none: hidden; read: may look; write: may also create, edit, delete, change status
                 * @enum {string}
                 */
                cms: "none" | "read" | "write";
                /**
                 * @description none: hidden; read: may look; write: may also create, edit, delete, change status
                 * @enum {string}
                 */
                police: "none" | "read" | "write";
                /**
                 * @description none: hidden; read: may look; write: may also create, edit, delete, change status
                 * @enum {string}
                 */
                policies: "none" | "read" | "write";
                /**
                 * @description none: hidden; read: may look; write: may also create, edit, delete, change status
                 * @enum {string}
                 */
                vehicle_types: "none" | "read" | "write";
            };
            /** @description May reveal a driver's mobile number, e-mail and licence number in full (POST /user_reveal, logged). Sub admins see them masked everywhere else; administrators see them in full */
            reveal: boolean;
        };
        /** @description An administrator or sub admin account */
        AdminUser: {
            id: number;
            /**
             * @description 1 = administrator, 2 = sub admin
             * @enum {integer}
             */
            role: 1 | 2;
            first_name: string;
            last_name: string;
            full_name: string;
            /** Format: email */
            email: string;
            mobile: string | null;
            /** @description Path relative to the image base URL, e.g. `uploads/avatars/1.svg` */
            image_url: string | null;
            /**
             * @description disabled: cannot sign in. pending: registered at /auth/register, waiting for an administrator to approve (POST /sub_admin_approve) or reject it
             * @enum {string}
             */
            status: "active" | "disabled" | "pending";
            /** Format: date-time */
            created_at: string;
            permissions: components["schemas"]["Permissions"];
            /** @description 1 when created, one more with every change. Send it back with an edit: if the record changed in between, the edit is refused (409). */
            version: number;
            /**
             * Format: date-time
             * @description When it last changed
             */
            updated_at: string;
            /** @description Name of the admin who changed it last, as it was then; null if nobody has */
            updated_by: string | null;
        };
        /** @description How the console looks for this account */
        Preferences: {
            /**
             * @description Colour mode; `system` follows the device's light or dark setting
             * @enum {string}
             */
            theme: "system" | "light" | "dark";
            /**
             * @description Language of the console: `en` English, `hi` Hindi
             * @enum {string}
             */
            language: "en" | "hi";
        };
        /** @description The signed-in account, as the console layout needs it */
        CurrentUser: {
            id: number;
            /**
             * @description 1 = administrator, 2 = sub admin
             * @enum {integer}
             */
            role: 1 | 2;
            first_name: string;
            full_name: string;
            /** Format: email */
            email: string;
            image_url: string | null;
            permissions: components["schemas"]["Permissions"];
            preferences: components["schemas"]["Preferences"];
        };
        /** @description A short-lived, single-use download link for a CSV export */
        ExportLink: {
            /** @description Relative to the API base URL, e.g. `/users_export?token=…`. Follow it as a plain link (no Authorization header): it answers the CSV file as an attachment. Works once. */
            url: string;
            /** @example drivers-2026-11-23.csv */
            filename: string;
            /**
             * Format: date-time
             * @description The link no longer works after this (a minute after it was issued)
             */
            expires_at: string;
        };
        LoginRequest: {
            /**
             * Format: email
             * @example admin@example.com
             */
            email: string;
            /** @example password123 */
            password: string;
        };
        /** @description Asks for a sub admin account (role 2); any other property, such as `role`, is ignored */
        RegisterRequest: {
            /**
             * Format: email
             * @example admin@example.com
             */
            email: string;
            /** @description At least 8 characters */
            password: string;
            /** @description First and last name joined by a space; split on the first space */
            name: string;
        };
        ChangePasswordRequest: {
            old_password: string;
            /** @description At least 8 characters */
            new_password: string;
        };
        /** @description A new session: the token and the signed-in account */
        AuthSession: {
            /** @description Send as `Authorization: Bearer <token>` */
            token: string;
            /**
             * Format: date-time
             * @description When the token stops working at the latest; unused for the idle timeout (MOCK_IDLE_TIMEOUT, default 30 minutes) it stops sooner
             */
            expires_at: string;
            user: components["schemas"]["AdminUser"];
        };
        /** @description What was sent, as the account would store it. The same for an address that already has an account, so the answer does not reveal which addresses are registered. */
        RegisteredUser: {
            /** @enum {number} */
            role: 2;
            first_name: string;
            last_name: string;
            full_name: string;
            /**
             * Format: email
             * @description As sent, trimmed and lower-cased
             */
            email: string;
            /** @enum {string} */
            status: "pending";
        };
        /** @description A registration waiting for approval; no session */
        Registration: {
            user: components["schemas"]["RegisteredUser"];
        };
        /** @description One session of the signed-in account */
        AdminSession: {
            /** @description Names the session for POST /admin_session_end */
            id: string;
            /**
             * Format: date-time
             * @description When it signed in
             */
            started_at: string;
            /**
             * Format: date-time
             * @description Its last authenticated call
             */
            last_used_at: string;
            /**
             * @description The browser and system it signed in from, read from its User-Agent
             * @example Chrome 131 on Windows
             */
            browser: string;
            /** @description Whether this is the session making the request */
            current: boolean;
        };
        SessionEndRequest: {
            /** @description The `id` of one of the account’s other sessions */
            id: string;
        };
        /** @description The preferences to change; those left out stay as they are */
        PreferencesUpdateRequest: {
            theme?: "system" | "light" | "dark";
            language?: "en" | "hi";
        };
        /** @description Summary counts, computed from the current data */
        DashboardCounts: {
            /** @description Cities */
            totalCities: number;
            /** @description Transport companies (spelt as the console reads it) */
            totalComapnies: number;
            /** @description Resting points */
            totalResting: number;
            /** @description States and union territories */
            totalStates: number;
            /** @description Drivers, not counting soft-deleted ones */
            totalUsers: number;
            /** @description Active vehicle types drivers can register with */
            vehicleType: number;
        };
        /** @description Check-ins per day and new drivers per week */
        DashboardTrends: {
            /**
             * @description Days and weeks are India days (midnight to midnight, UTC+05:30)
             * @enum {string}
             */
            time_zone: "Asia/Kolkata";
            /** @description The last 30 days, oldest first, today last; a day without check-ins is 0 */
            checkins_daily: {
                /**
                 * Format: date
                 * @description An India day, `YYYY-MM-DD`
                 */
                date: string;
                /** @description Check-ins that began that day, soft-deleted drivers included */
                checkins: number;
            }[];
            /** @description The last 12 weeks (Monday to Sunday), oldest first, this week last; a week without registrations is 0 */
            registrations_weekly: {
                /**
                 * Format: date
                 * @description The Monday that begins the week, `YYYY-MM-DD`
                 */
                week_start: string;
                /** @description Drivers registered that week, not counting soft-deleted ones */
                registrations: number;
            }[];
        };
        /** @description A resting point and how many drivers are there now */
        BusyRestingPoint: {
            resting_point_id: number;
            name: string;
            city_name: string;
            state_name: string;
            /** @description Drivers checked in there now */
            checked_in_now: number;
            /** @description Trucks it can park */
            parking_capacity: number;
        };
        /** @description A stay in progress */
        LongStay: {
            checkin_id: number;
            user_id: number;
            driver_name: string;
            /** @example MH12AB1234 */
            vehicle_number: string;
            resting_point_id: number;
            resting_point_name: string;
            city_name: string;
            /**
             * Format: date-time
             * @description When the stay began; it has not ended
             */
            checkin_at: string;
        };
        /** @description Drivers by status, and who is checked in right now and where */
        DashboardActivity: {
            /** @description Drivers per status (the `status` filter of GET /users_list), not counting soft-deleted ones */
            drivers_by_status: {
                /** @description May check in */
                active: number;
                /** @description Paused: not using the app, or paused by an admin */
                inactive: number;
                /** @description Barred by an admin */
                blocked: number;
            };
            /** @description Drivers checked in right now (stays in progress), not counting soft-deleted drivers */
            checked_in_now: number;
            /** @description Up to 5 resting points with the most drivers checked in now; ties: the fuller for its parking capacity first, then by name */
            busiest_resting_points: components["schemas"]["BusyRestingPoint"][];
            /** @description Up to 5 stays in progress that began earliest, longest first */
            longest_stays: components["schemas"]["LongStay"][];
        };
        /**
         * @description active: may check in at resting points. inactive: paused (not using the app, or paused by an admin). blocked: barred by an admin; check-ins are refused.
         * @enum {string}
         */
        DriverStatus: "active" | "inactive" | "blocked";
        /** @description A driver as the driver list shows it */
        DriverRow: {
            user_id: number;
            full_name: string;
            /** @example +91 98765 43210 */
            mobile: string;
            email: string | null;
            photo_url: string | null;
            /** @example MH12AB1234 */
            vehicle_number: string;
            vehicle_type: components["schemas"]["VehicleType"];
            company_id: number | null;
            company_name: string | null;
            city_id: number;
            city_name: string;
            state_id: number;
            state_name: string;
            status: components["schemas"]["DriverStatus"];
            /**
             * Format: date-time
             * @description When the driver registered
             */
            created_at: string;
        };
        /** @description A driver with location, company, vehicle and check-ins */
        DriverDetail: {
            user_id: number;
            full_name: string;
            /** @example +91 98765 43210 */
            mobile: string;
            email: string | null;
            photo_url: string | null;
            /** @example MH12AB1234 */
            vehicle_number: string;
            vehicle_type: components["schemas"]["VehicleType"];
            company_id: number | null;
            company_name: string | null;
            city_id: number;
            city_name: string;
            state_id: number;
            state_name: string;
            status: components["schemas"]["DriverStatus"];
            /**
             * Format: date-time
             * @description When the driver registered
             */
            created_at: string;
            /** @example MH1220150012345 */
            licence_number: string;
            /** @example Heavy commercial vehicle */
            vehicle_type_name: string;
            /** @example MH */
            state_code: string;
            total_checkins: number;
            current_checkin: components["schemas"]["CheckinRow"] | null;
            /** @description The 10 latest, newest first */
            recent_checkins: components["schemas"]["CheckinRow"][];
        };
        DriverOption: {
            user_id: number;
            full_name: string;
        };
        DriverRevealRequest: {
            /** @description The driver's user_id */
            id: number;
        };
        /** @description A driver's personal data, in full */
        DriverPersonalData: {
            user_id: number;
            /** @example +91 98765 43210 */
            mobile: string;
            email: string | null;
            /** @example MH1220150012345 */
            licence_number: string;
        };
        UserIdRequest: {
            user_id: number;
        };
        DriverStatusUpdateRequest: {
            user_id: number;
            status: components["schemas"]["DriverStatus"];
        };
        /** @description The driver list's filters (`serach`, `status`, `city_id`, `company_id`, `vehicle_type`): the action applies to every live driver matching them when it runs. `{}` is every driver. */
        DriverBulkFilter: {
            /** @description Search (spelt as the console sends it): case-insensitive match on name, mobile, e-mail or vehicle number; in mobile and vehicle numbers spaces and hyphens are ignored (`DL 55 HA 3696` finds DL55HA3696). For a sub admin (who sees drivers' personal data masked): part of a name, or a whole mobile number (with or without spaces and +91) or a whole vehicle number, exactly; never part of a mobile number, e-mail or licence number. */
            serach?: string;
            status?: components["schemas"]["DriverStatus"];
            city_id?: number;
            /** @description Only this company's drivers (its detail screen) */
            company_id?: number;
            vehicle_type?: components["schemas"]["VehicleType"];
        };
        /** @description Send either `ids` or `filter`, not both; an unknown filter field is refused (400), not ignored. A filter matching more than 10000 drivers is refused (400) before anything changes. */
        DriverBulkStatusRequest: {
            /** @description The chosen drivers (user_id), 1 to 10000; repeats count once */
            ids?: number[];
            filter?: components["schemas"]["DriverBulkFilter"];
            status: components["schemas"]["DriverStatus"];
        };
        /** @description Send either `ids` or `filter`, not both; an unknown filter field is refused (400), not ignored. A filter matching more than 10000 drivers is refused (400) before anything changes. */
        DriverBulkDeleteRequest: {
            /** @description The chosen drivers (user_id), 1 to 10000; repeats count once */
            ids?: number[];
            filter?: components["schemas"]["DriverBulkFilter"];
        };
        /** @description A chosen driver the action did not change, and why */
        DriverBulkFailure: {
            id: number;
            name: string | null;
            /**
             * @description not_found: no driver has this id. deleted: the driver was already deleted.
             * @enum {string}
             */
            reason: "not_found" | "deleted";
            /** @example Ravi Kumar was already deleted */
            message: string;
        };
        /** @description What a bulk action did */
        DriverBulkResult: {
            /** @description Drivers the action was asked to change: the distinct ids, or the filter matches */
            requested: number;
            /** @description Drivers changed */
            changed: number;
            /** @description Drivers that already had the status (a status change only); not failures */
            unchanged: number;
            failed: components["schemas"]["DriverBulkFailure"][];
        };
        /**
         * @description The code of a vehicle type (`GET /vehicle_type_list`), e.g. HCV: heavy commercial vehicle
         * @example HCV
         */
        VehicleType: string;
        /**
         * @description checked_in: still at the resting point (no checkout_at); checked_out: left
         * @enum {string}
         */
        CheckinStatus: "checked_in" | "checked_out";
        /** @description A stay of a driver at a resting point */
        CheckinRow: {
            id: number;
            user_id: number;
            driver_name: string;
            /** @description The driver was soft-deleted: the history stays, the driver page does not */
            driver_deleted: boolean;
            /** @example MH12AB1234 */
            vehicle_number: string;
            vehicle_type: components["schemas"]["VehicleType"];
            resting_point_id: number;
            resting_point_name: string;
            city_name: string;
            state_name: string;
            /** Format: date-time */
            checkin_at: string;
            /** @description null while the driver is still checked in */
            checkout_at: string | null;
            status: components["schemas"]["CheckinStatus"];
        };
        /** @description A transport company */
        CompanyRow: {
            company_id: number;
            company_name: string;
            /** @description Drivers (not deleted) of the company */
            driver_count: number;
            /** Format: date-time */
            created_at: string;
            /** @description 1 when created, one more with every change. Send it back with an edit: if the record changed in between, the edit is refused (409). */
            version: number;
            /**
             * Format: date-time
             * @description When it last changed
             */
            updated_at: string;
            /** @description Name of the admin who changed it last, as it was then; null if nobody has */
            updated_by: string | null;
        };
        CompanyAddRequest: {
            /**
             * @description Trimmed; unique regardless of case
             * @example Shree Balaji Roadlines
             */
            company_name: string;
        };
        CompanyEditRequest: {
            /**
             * @description Trimmed; unique regardless of case
             * @example Shree Balaji Roadlines
             */
            company_name: string;
            company_id: number;
            /** @description The `version` of the record you started from. If the record has changed since, the answer is 409 with the record as it is now and nothing is saved. Left out: the edit applies whatever the version. */
            version?: number;
        };
        CompanyDeleteRequest: {
            company_id: number;
        };
        CompanyDeleted: {
            company_id: number;
            /** @description Drivers of the company, who now have no company */
            drivers_detached: number;
        };
        /** @description A state for a select */
        StateOption: {
            id: number;
            name: string;
            code: string;
            /**
             * @description inactive: kept, but hidden from drivers in the app
             * @enum {string}
             */
            status: "active" | "inactive";
        };
        /** @description A state or union territory with how much it holds */
        StateRow: {
            id: number;
            name: string;
            code: string;
            /**
             * @description inactive: kept, but hidden from drivers in the app
             * @enum {string}
             */
            status: "active" | "inactive";
            city_count: number;
            resting_point_count: number;
            /** Format: date-time */
            created_at: string;
            /** @description 1 when created, one more with every change. Send it back with an edit: if the record changed in between, the edit is refused (409). */
            version: number;
            /**
             * Format: date-time
             * @description When it last changed
             */
            updated_at: string;
            /** @description Name of the admin who changed it last, as it was then; null if nobody has */
            updated_by: string | null;
        };
        StateAddRequest: {
            /** @example Maharashtra */
            name: string;
            /**
             * @description Vehicle-registration code, 2 or 3 capital letters, stored as sent
             * @example MH
             */
            code: string;
            /**
             * @description inactive: kept, but hidden from drivers in the app
             * @enum {string}
             */
            status: "active" | "inactive";
        };
        StateEditRequest: {
            id: number;
            /** @example Maharashtra */
            name: string;
            /**
             * @description Vehicle-registration code, 2 or 3 capital letters, stored as sent
             * @example MH
             */
            code: string;
            /**
             * @description inactive: kept, but hidden from drivers in the app
             * @enum {string}
             */
            status: "active" | "inactive";
            /** @description The `version` of the record you started from. If the record has changed since, the answer is 409 with the record as it is now and nothing is saved. Left out: the edit applies whatever the version. */
            version?: number;
        };
        /** @description Names one state */
        StateIdRequest: {
            /** @description Id of the state */
            id: number;
        };
        /** @description A city for a select */
        CityOption: {
            id: number;
            name: string;
            state_id: number;
            state_name: string;
            /**
             * @description inactive: kept, but hidden from drivers in the app
             * @enum {string}
             */
            status: "active" | "inactive";
        };
        /** @description A city with its state and what refers to it */
        CityRow: {
            id: number;
            name: string;
            state_id: number;
            state_name: string;
            state_code: string;
            /**
             * @description inactive: kept, but hidden from drivers in the app
             * @enum {string}
             */
            status: "active" | "inactive";
            resting_point_count: number;
            /** @description Drivers (not deleted) based here */
            driver_count: number;
            /** Format: date-time */
            created_at: string;
            /** @description 1 when created, one more with every change. Send it back with an edit: if the record changed in between, the edit is refused (409). */
            version: number;
            /**
             * Format: date-time
             * @description When it last changed
             */
            updated_at: string;
            /** @description Name of the admin who changed it last, as it was then; null if nobody has */
            updated_by: string | null;
        };
        CityAddRequest: {
            /** @example Hosur */
            name: string;
            /** @description The state the city is in */
            state_id: number;
            /**
             * @description inactive: kept, but hidden from drivers in the app
             * @enum {string}
             */
            status: "active" | "inactive";
        };
        CityEditRequest: {
            id: number;
            /** @example Hosur */
            name: string;
            /** @description The state the city is in */
            state_id: number;
            /**
             * @description inactive: kept, but hidden from drivers in the app
             * @enum {string}
             */
            status: "active" | "inactive";
            /** @description The `version` of the record you started from. If the record has changed since, the answer is 409 with the record as it is now and nothing is saved. Left out: the edit applies whatever the version. */
            version?: number;
        };
        /** @description Names one city */
        CityIdRequest: {
            /** @description Id of the city */
            id: number;
        };
        /** @description A resting point for a select */
        RestingPointOption: {
            id: number;
            name: string;
            state_id: number;
            city_id: number;
            city_name: string;
            /**
             * @description inactive: kept, but hidden from drivers in the app
             * @enum {string}
             */
            status: "active" | "inactive";
        };
        /** @description A place drivers can stop, with its use */
        RestingPoint: {
            id: number;
            /** @example Apna Ghar Hosur */
            name: string;
            /**
             * @description dormitory (beds, e.g. Apna Ghar), truck_parking, rest_area (wayside amenities) or dhaba
             * @enum {string}
             */
            type: "dormitory" | "truck_parking" | "rest_area" | "dhaba";
            address: string;
            /** @example 635109 */
            pincode: string;
            state_id: number;
            /** @description Must be a city of `state_id` */
            city_id: number;
            /**
             * @description Decimal degrees; inside India, 6 to 37.5
             * @example 12.7409
             */
            latitude: number;
            /**
             * @description Decimal degrees; inside India, 68 to 97.5
             * @example 77.8253
             */
            longitude: number;
            /** @description e.g. NH48, in capitals without spaces. null or "" when off the network */
            highway: string | null;
            /** @description Truck bays */
            parking_capacity: number;
            beds: number;
            /** @description Repeats are ignored */
            amenities: ("toilets" | "bathing" | "drinking_water" | "food" | "dormitory" | "cctv" | "security_guard" | "lighting" | "fuel" | "repair" | "reefer_power" | "first_aid" | "wifi" | "atm")[];
            open_24x7: boolean;
            /** @description Required unless open_24x7; may run past midnight (18:00-06:00) */
            opening_hours: string | null;
            contact_name: string;
            /** @example +91 98765 43210 */
            contact_phone: string;
            /**
             * @description inactive: kept, but hidden from drivers in the app
             * @enum {string}
             */
            status: "active" | "inactive";
            state_name: string;
            city_name: string;
            /** @description Check-ins since midnight India time (UTC+05:30) */
            today_checkins: number;
            /** @description All check-ins ever; above 0 the point cannot be deleted */
            checkin_count: number;
            /** Format: date-time */
            created_at: string;
            /** @description 1 when created, one more with every change. Send it back with an edit: if the record changed in between, the edit is refused (409). */
            version: number;
            /**
             * Format: date-time
             * @description When it last changed
             */
            updated_at: string;
            /** @description Name of the admin who changed it last, as it was then; null if nobody has */
            updated_by: string | null;
        };
        /** @description A resting point with the drivers there now and its latest check-ins */
        RestingPointDetail: {
            id: number;
            /** @example Apna Ghar Hosur */
            name: string;
            /**
             * @description dormitory (beds, e.g. Apna Ghar), truck_parking, rest_area (wayside amenities) or dhaba
             * @enum {string}
             */
            type: "dormitory" | "truck_parking" | "rest_area" | "dhaba";
            address: string;
            /** @example 635109 */
            pincode: string;
            state_id: number;
            /** @description Must be a city of `state_id` */
            city_id: number;
            /**
             * @description Decimal degrees; inside India, 6 to 37.5
             * @example 12.7409
             */
            latitude: number;
            /**
             * @description Decimal degrees; inside India, 68 to 97.5
             * @example 77.8253
             */
            longitude: number;
            /** @description e.g. NH48, in capitals without spaces. null or "" when off the network */
            highway: string | null;
            /** @description Truck bays */
            parking_capacity: number;
            beds: number;
            /** @description Repeats are ignored */
            amenities: ("toilets" | "bathing" | "drinking_water" | "food" | "dormitory" | "cctv" | "security_guard" | "lighting" | "fuel" | "repair" | "reefer_power" | "first_aid" | "wifi" | "atm")[];
            open_24x7: boolean;
            /** @description Required unless open_24x7; may run past midnight (18:00-06:00) */
            opening_hours: string | null;
            contact_name: string;
            /** @example +91 98765 43210 */
            contact_phone: string;
            /**
             * @description inactive: kept, but hidden from drivers in the app
             * @enum {string}
             */
            status: "active" | "inactive";
            state_name: string;
            city_name: string;
            /** @description Check-ins since midnight India time (UTC+05:30) */
            today_checkins: number;
            /** @description All check-ins ever; above 0 the point cannot be deleted */
            checkin_count: number;
            /** Format: date-time */
            created_at: string;
            /** @description 1 when created, one more with every change. Send it back with an edit: if the record changed in between, the edit is refused (409). */
            version: number;
            /**
             * Format: date-time
             * @description When it last changed
             */
            updated_at: string;
            /** @description Name of the admin who changed it last, as it was then; null if nobody has */
            updated_by: string | null;
            /** @description Drivers checked in there now */
            checked_in_count: number;
            /** @description The stays in progress, latest arrival first: the first 20 */
            checked_in_now: components["schemas"]["CheckinRow"][];
            /** @description The 10 latest check-ins there, newest first, in progress or not */
            recent_checkins: components["schemas"]["CheckinRow"][];
        };
        RestingPointAddRequest: {
            /** @example Apna Ghar Hosur */
            name: string;
            /**
             * @description dormitory (beds, e.g. Apna Ghar), truck_parking, rest_area (wayside amenities) or dhaba
             * @enum {string}
             */
            type: "dormitory" | "truck_parking" | "rest_area" | "dhaba";
            address: string;
            /** @example 635109 */
            pincode: string;
            state_id: number;
            /** @description Must be a city of `state_id` */
            city_id: number;
            /**
             * @description Decimal degrees; inside India, 6 to 37.5
             * @example 12.7409
             */
            latitude: number;
            /**
             * @description Decimal degrees; inside India, 68 to 97.5
             * @example 77.8253
             */
            longitude: number;
            /** @description e.g. NH48, in capitals without spaces. null or "" when off the network */
            highway?: string | null;
            /** @description Truck bays */
            parking_capacity: number;
            beds: number;
            /** @description Repeats are ignored */
            amenities: ("toilets" | "bathing" | "drinking_water" | "food" | "dormitory" | "cctv" | "security_guard" | "lighting" | "fuel" | "repair" | "reefer_power" | "first_aid" | "wifi" | "atm")[];
            open_24x7: boolean;
            /** @description Required unless open_24x7; may run past midnight (18:00-06:00) */
            opening_hours?: string | null;
            contact_name: string;
            /** @example +91 98765 43210 */
            contact_phone: string;
            /**
             * @description inactive: kept, but hidden from drivers in the app
             * @enum {string}
             */
            status: "active" | "inactive";
        };
        RestingPointEditRequest: {
            id: number;
            /** @example Apna Ghar Hosur */
            name: string;
            /**
             * @description dormitory (beds, e.g. Apna Ghar), truck_parking, rest_area (wayside amenities) or dhaba
             * @enum {string}
             */
            type: "dormitory" | "truck_parking" | "rest_area" | "dhaba";
            address: string;
            /** @example 635109 */
            pincode: string;
            state_id: number;
            /** @description Must be a city of `state_id` */
            city_id: number;
            /**
             * @description Decimal degrees; inside India, 6 to 37.5
             * @example 12.7409
             */
            latitude: number;
            /**
             * @description Decimal degrees; inside India, 68 to 97.5
             * @example 77.8253
             */
            longitude: number;
            /** @description e.g. NH48, in capitals without spaces. null or "" when off the network */
            highway?: string | null;
            /** @description Truck bays */
            parking_capacity: number;
            beds: number;
            /** @description Repeats are ignored */
            amenities: ("toilets" | "bathing" | "drinking_water" | "food" | "dormitory" | "cctv" | "security_guard" | "lighting" | "fuel" | "repair" | "reefer_power" | "first_aid" | "wifi" | "atm")[];
            open_24x7: boolean;
            /** @description Required unless open_24x7; may run past midnight (18:00-06:00) */
            opening_hours?: string | null;
            contact_name: string;
            /** @example +91 98765 43210 */
            contact_phone: string;
            /**
             * @description inactive: kept, but hidden from drivers in the app
             * @enum {string}
             */
            status: "active" | "inactive";
            /** @description The `version` of the record you started from. If the record has changed since, the answer is 409 with the record as it is now and nothing is saved. Left out: the edit applies whatever the version. */
            version?: number;
        };
        /** @description Names one resting point */
        RestingPointIdRequest: {
            /** @description Id of the resting point */
            id: number;
        };
        /** @description An emergency police contact drivers see in the app */
        PoliceContact: {
            id: number;
            /** @example Highway Patrol Police Station, Hosur */
            station_name: string;
            /**
             * @description Officer by rank and name, or a desk
             * @example Duty Officer
             */
            officer: string;
            /** @description In the order drivers should try them; 112 is the national emergency number */
            phone_numbers: string[];
            state_id: number;
            /** @description A city of `state_id`, or null for a highway unit */
            city_id: number | null;
            address: string;
            /** @description Resting points in the same state this station answers for */
            resting_point_ids: number[];
            state_name: string;
            city_name: string | null;
            /** @description The covered points, by name */
            resting_points: {
                id: number;
                name: string;
            }[];
            /** Format: date-time */
            created_at: string;
            /** @description 1 when created, one more with every change. Send it back with an edit: if the record changed in between, the edit is refused (409). */
            version: number;
            /**
             * Format: date-time
             * @description When it last changed
             */
            updated_at: string;
            /** @description Name of the admin who changed it last, as it was then; null if nobody has */
            updated_by: string | null;
        };
        PoliceAddRequest: {
            /** @example Highway Patrol Police Station, Hosur */
            station_name: string;
            /**
             * @description Officer by rank and name, or a desk
             * @example Duty Officer
             */
            officer: string;
            /** @description In the order drivers should try them; 112 is the national emergency number */
            phone_numbers: string[];
            state_id: number;
            /** @description A city of `state_id`, or null for a highway unit */
            city_id?: number | null;
            address: string;
            /** @description Resting points in the same state this station answers for */
            resting_point_ids?: number[];
        };
        PoliceEditRequest: {
            id: number;
            /** @example Highway Patrol Police Station, Hosur */
            station_name: string;
            /**
             * @description Officer by rank and name, or a desk
             * @example Duty Officer
             */
            officer: string;
            /** @description In the order drivers should try them; 112 is the national emergency number */
            phone_numbers: string[];
            state_id: number;
            /** @description A city of `state_id`, or null for a highway unit */
            city_id?: number | null;
            address: string;
            /** @description Resting points in the same state this station answers for */
            resting_point_ids?: number[];
            /** @description The `version` of the record you started from. If the record has changed since, the answer is 409 with the record as it is now and nothing is saved. Left out: the edit applies whatever the version. */
            version?: number;
        };
        /** @description Names one police contact */
        PoliceIdRequest: {
            /** @description Id of the police contact */
            id: number;
        };
        /** @description Creates a role 2 account */
        SubAdminAddRequest: {
            /** @example Meera Nair */
            full_name: string;
            /**
             * Format: email
             * @example meera@example.in
             */
            email: string;
            /**
             * @description Indian mobile number, stored as `+91 98765 43210`. Empty: none. Left out on edit: unchanged.
             * @example +91 98765 43210
             */
            mobile?: string;
            /**
             * @description disabled: cannot sign in; open sessions end at once
             * @default active
             * @enum {string}
             */
            status: "active" | "disabled";
            /** @description Sign-in password; the account can sign in at once. At least 8 characters */
            password: string;
            permissions?: components["schemas"]["Permissions"];
        };
        SubAdminEditRequest: {
            /** @description Id of the sub admin */
            id: number;
            /** @example Meera Nair */
            full_name: string;
            /**
             * Format: email
             * @example meera@example.in
             */
            email: string;
            /**
             * @description Indian mobile number, stored as `+91 98765 43210`. Empty: none. Left out on edit: unchanged.
             * @example +91 98765 43210
             */
            mobile?: string;
            /**
             * @description Left out: unchanged
             * @enum {string}
             */
            status?: "active" | "disabled";
            /** @description Optional reset: a new password; the account is signed out everywhere. At least 8 characters */
            password?: string;
            permissions?: components["schemas"]["Permissions"];
            /** @description The `version` of the record you started from. If the record has changed since, the answer is 409 with the record as it is now and nothing is saved. Left out: the edit applies whatever the version. */
            version?: number;
        };
        SubAdminApproveRequest: {
            /** @description Id of the sub admin */
            id: number;
            permissions?: components["schemas"]["Permissions"];
        };
        SubAdminStatusRequest: {
            /** @description Id of the sub admin */
            id: number;
            /**
             * @description disabled: cannot sign in; open sessions end at once
             * @enum {string}
             */
            status: "active" | "disabled";
        };
        /** @description Names one sub admin */
        SubAdminIdRequest: {
            /** @description Id of the sub admin */
            id: number;
        };
        /**
         * @description Where the change was made: a permission section (drivers, checkins, resting_points, states, cities, companies, cms, police, policies) or sub_admins, broadcast, settings (own password), auth (sign-in, sign-out, registration), profile
         * @enum {string}
         */
        ActivitySection: "drivers" | "checkins" | "resting_points" | "states" | "cities" | "companies" | "cms" | "police" | "policies" | "vehicle_types" | "sub_admins" | "broadcast" | "settings" | "auth" | "profile";
        /**
         * @description What was done. status: a status change; permissions: a sub admin’s permissions changed; password: a password changed or reset (never its value); reveal: masked personal data shown in full; search: the searches of drivers in one minute by a whole mobile number, e-mail or licence number by an account that sees them masked (their count and the masked values), or the first refusal of such searches over the limit; sign_in_failed: a wrong e-mail or password, or an account that may not sign in
         * @enum {string}
         */
        ActivityAction: "create" | "edit" | "delete" | "status" | "publish" | "send" | "approve" | "reject" | "permissions" | "password" | "reveal" | "search" | "sign_in" | "sign_in_failed" | "sign_out" | "register" | "restore";
        /** @description One changed field, before and after, as text */
        ActivityChange: {
            /** @example status */
            field: string;
            before: string | null;
            after: string | null;
        };
        /** @description One entry of the activity log: who did what to which record, and when */
        ActivityEntry: {
            /** @description Increases with every entry */
            id: number;
            /**
             * Format: date-time
             * @description When it happened
             */
            at: string;
            actor_id: number | null;
            /** @description Its name at the time; "Not signed in" for a failed sign-in */
            actor_name: string;
            actor_role: (1 | 2) | null;
            section: components["schemas"]["ActivitySection"];
            /**
             * @description The kind of record; admin is any account, administrator or sub admin
             * @enum {string}
             */
            record_type: "driver" | "resting_point" | "state" | "city" | "company" | "cms_page" | "police_contact" | "policy" | "vehicle_type" | "admin" | "broadcast";
            record_id: number | null;
            record_label: string | null;
            action: components["schemas"]["ActivityAction"];
            /** @description Changed fields, before and after (a new record: after only). Never passwords or tokens. */
            changes: components["schemas"]["ActivityChange"][];
            batch_id: string | null;
        };
        /** @description A content page of the driver app, without its content */
        CmsPageSummary: {
            id: number;
            /** @description Stable key the driver app asks for, e.g. `privacy-policy` */
            slug: string;
            title: string;
            /** @description 1 when created, one more with every change. Send it back with an edit: if the record changed in between, the edit is refused (409). */
            version: number;
            /**
             * Format: date-time
             * @description When it last changed
             */
            updated_at: string;
            /** @description Name of the admin who changed it last, as it was then; null if nobody has */
            updated_by: string | null;
        };
        /** @description A content page of the driver app */
        CmsPage: {
            id: number;
            /** @description Stable key the driver app asks for, e.g. `privacy-policy` */
            slug: string;
            title: string;
            /** @description 1 when created, one more with every change. Send it back with an edit: if the record changed in between, the edit is refused (409). */
            version: number;
            /**
             * Format: date-time
             * @description When it last changed
             */
            updated_at: string;
            /** @description Name of the admin who changed it last, as it was then; null if nobody has */
            updated_by: string | null;
            /** @description Markdown. On save, raw HTML is cleaned (script, event handlers and other active content removed) and javascript:, vbscript: and data: link targets are neutralised; show it escaped. */
            content: string;
        };
        /** @description Names a page by `id` or by `slug`: at least one of them; `id` wins */
        CmsDetailRequest: {
            id?: number;
            /** @example faq */
            slug?: string;
        };
        CmsEditRequest: {
            id: number;
            /** @example About us */
            title: string;
            /** @description Markdown */
            content: string;
            /** @description The `version` of the record you started from. If the record has changed since, the answer is 409 with the record as it is now and nothing is saved. Left out: the edit applies whatever the version. */
            version?: number;
        };
        /** @description One published text of a policy; never changes */
        PolicyVersion: {
            version: number;
            title: string;
            /** @description Markdown; show it escaped */
            body: string;
            /** Format: date */
            effective_date: string;
            change_note: string | null;
            /** Format: date-time */
            published_at: string;
            /** @description Name of the admin who published it */
            published_by: string;
        };
        /** @description A policy as the list shows it */
        PolicyRow: {
            id: number;
            /** @description Title of the current version */
            title: string;
            /**
             * @description active: drivers are shown the latest version and must accept it. inactive: withdrawn from the app; its history stays readable.
             * @enum {string}
             */
            status: "active" | "inactive";
            /** @description Number of the current (latest) version */
            version: number;
            /**
             * Format: date
             * @description Of the current version
             */
            effective_date: string;
            version_count: number;
            /** @description Who published the current version */
            published_by: string;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description Last publish or status change
             */
            updated_at: string;
        };
        /** @description A policy with its current text and full history */
        PolicyDetail: {
            id: number;
            /** @description Title of the current version */
            title: string;
            /**
             * @description active: drivers are shown the latest version and must accept it. inactive: withdrawn from the app; its history stays readable.
             * @enum {string}
             */
            status: "active" | "inactive";
            /** @description Number of the current (latest) version */
            version: number;
            /**
             * Format: date
             * @description Of the current version
             */
            effective_date: string;
            version_count: number;
            /** @description Who published the current version */
            published_by: string;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description Last publish or status change
             */
            updated_at: string;
            /** @description Markdown of the current version */
            body: string;
            /** @description Every version, newest first */
            versions: components["schemas"]["PolicyVersion"][];
        };
        /** @description Creates version 1 */
        PolicyAddRequest: {
            /** @example Driver code of conduct */
            title: string;
            /** @description Markdown */
            body: string;
            /**
             * Format: date
             * @description YYYY-MM-DD: from this day drivers must accept the version
             * @example 2026-12-01
             */
            effective_date: string;
            /**
             * @description active: drivers are shown the latest version and must accept it. inactive: withdrawn from the app; its history stays readable.
             * @default active
             * @enum {string}
             */
            status: "active" | "inactive";
        };
        /** @description Publishes the next version; the title stays unless given */
        PolicyPublishRequest: {
            /** @description Id of the policy */
            id: number;
            /** @example Driver code of conduct */
            title?: string;
            /** @description Markdown */
            body: string;
            /**
             * Format: date
             * @description YYYY-MM-DD: from this day drivers must accept the version
             * @example 2026-12-01
             */
            effective_date: string;
            /** @description What changed, for the history, in plain text (shown as written, never read as Markdown or HTML); blank or null: none */
            change_note?: string | null;
        };
        PolicyStatusRequest: {
            /** @description Id of the policy */
            id: number;
            /**
             * @description active: drivers are shown the latest version and must accept it. inactive: withdrawn from the app; its history stays readable.
             * @enum {string}
             */
            status: "active" | "inactive";
        };
        /** @description Names one policy */
        PolicyIdRequest: {
            /** @description Id of the policy */
            id: number;
        };
        /** @description A vehicle type drivers register with */
        VehicleTypeRow: {
            id: number;
            code: string;
            name: string;
            description: string;
            /**
             * @description inactive: kept, but hidden from drivers in the app
             * @enum {string}
             */
            status: "active" | "inactive";
            /** @description Drivers (not deleted) of this type */
            driver_count: number;
            /** Format: date-time */
            created_at: string;
            /** @description 1 when created, one more with every change. Send it back with an edit: if the record changed in between, the edit is refused (409). */
            version: number;
            /**
             * Format: date-time
             * @description When it last changed
             */
            updated_at: string;
            /** @description Name of the admin who changed it last, as it was then; null if nobody has */
            updated_by: string | null;
        };
        /** @description A vehicle type for a select */
        VehicleTypeOption: {
            id: number;
            code: string;
            name: string;
            /**
             * @description inactive: kept, but hidden from drivers in the app
             * @enum {string}
             */
            status: "active" | "inactive";
        };
        VehicleTypeAddRequest: {
            /**
             * @description Unique regardless of case; what drivers hold as their `vehicle_type`, so it cannot change while drivers use it
             * @example HCV
             */
            code: string;
            /**
             * @description Trimmed; unique regardless of case
             * @example Heavy commercial vehicle
             */
            name: string;
            /**
             * @description Trimmed; may be empty
             * @example Over 12 tonnes
             */
            description: string;
            /**
             * @description inactive: kept, but hidden from drivers in the app
             * @enum {string}
             */
            status: "active" | "inactive";
        };
        VehicleTypeEditRequest: {
            id: number;
            /**
             * @description Unique regardless of case; what drivers hold as their `vehicle_type`, so it cannot change while drivers use it
             * @example HCV
             */
            code: string;
            /**
             * @description Trimmed; unique regardless of case
             * @example Heavy commercial vehicle
             */
            name: string;
            /**
             * @description Trimmed; may be empty
             * @example Over 12 tonnes
             */
            description: string;
            /**
             * @description inactive: kept, but hidden from drivers in the app
             * @enum {string}
             */
            status: "active" | "inactive";
            /** @description The `version` of the record you started from. If the record has changed since, the answer is 409 with the record as it is now and nothing is saved. Left out: the edit applies whatever the version. */
            version?: number;
        };
        /** @description Names one vehicle type */
        VehicleTypeIdRequest: {
            /** @description Id of the vehicle type */
            id: number;
        };
        /** @description Either `all: true`, or at least one id. A live (not deleted) driver is reached when they are based in ANY chosen state, OR in ANY chosen city, OR work for ANY chosen company. Blocked and inactive drivers are reached too; deleted drivers never are. */
        BroadcastAudience: {
            /**
             * @description Every live driver; then give no ids
             * @default false
             */
            all: boolean;
            /**
             * @description Ids of states (where the driver is based); a driver in any of them is reached
             * @default []
             */
            state_ids: number[];
            /**
             * @description Ids of cities (where the driver is based); a driver in any of them is reached
             * @default []
             */
            city_ids: number[];
            /**
             * @description Ids of transport companies (the driver works for); a driver in any of them is reached
             * @default []
             */
            company_ids: number[];
        };
        BroadcastAudienceCountRequest: {
            audience: components["schemas"]["BroadcastAudience"];
        };
        BroadcastAudienceCount: {
            /** @description Live drivers the audience reaches */
            recipient_count: number;
            /** @description All live drivers */
            total_drivers: number;
        };
        BroadcastSendRequest: {
            title: string;
            /** @description Plain text (`contentMediaType: text/plain`): shown as written, never read as Markdown or HTML. At most 240 characters when `push` is a channel, else 1000 */
            message: string;
            audience: components["schemas"]["BroadcastAudience"];
            /** @description At least one; repeats are ignored */
            channels: ("push" | "in_app")[];
        };
        /** @description A message sent to drivers */
        Broadcast: {
            id: number;
            title: string;
            /** @description Plain text; show it escaped */
            message: string;
            channels: ("push" | "in_app")[];
            audience: {
                all: boolean;
                state_ids: number[];
                city_ids: number[];
                company_ids: number[];
            };
            /** @description The audience in words, with the names as they were when it was sent */
            audience_summary: string;
            /** @description Drivers it was addressed to */
            recipient_count: number;
            /**
             * @description sent: handed to the channels. failed: the channels refused it
             * @enum {string}
             */
            status: "sent" | "failed";
            /** Format: date-time */
            sent_at: string;
            /** @description Name of the admin who sent it */
            sent_by: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type ErrorCode = components['schemas']['ErrorCode'];
export type FieldErrorCode = components['schemas']['FieldErrorCode'];
export type ErrorParams = components['schemas']['ErrorParams'];
export type FieldError = components['schemas']['FieldError'];
export type ErrorResponse = components['schemas']['ErrorResponse'];
export type Pagination = components['schemas']['Pagination'];
export type Permissions = components['schemas']['Permissions'];
export type AdminUser = components['schemas']['AdminUser'];
export type Preferences = components['schemas']['Preferences'];
export type CurrentUser = components['schemas']['CurrentUser'];
export type ExportLink = components['schemas']['ExportLink'];
export type LoginRequest = components['schemas']['LoginRequest'];
export type RegisterRequest = components['schemas']['RegisterRequest'];
export type ChangePasswordRequest = components['schemas']['ChangePasswordRequest'];
export type AuthSession = components['schemas']['AuthSession'];
export type RegisteredUser = components['schemas']['RegisteredUser'];
export type Registration = components['schemas']['Registration'];
export type AdminSession = components['schemas']['AdminSession'];
export type SessionEndRequest = components['schemas']['SessionEndRequest'];
export type PreferencesUpdateRequest = components['schemas']['PreferencesUpdateRequest'];
export type DashboardCounts = components['schemas']['DashboardCounts'];
export type DashboardTrends = components['schemas']['DashboardTrends'];
export type BusyRestingPoint = components['schemas']['BusyRestingPoint'];
export type LongStay = components['schemas']['LongStay'];
export type DashboardActivity = components['schemas']['DashboardActivity'];
export type DriverStatus = components['schemas']['DriverStatus'];
export type DriverRow = components['schemas']['DriverRow'];
export type DriverDetail = components['schemas']['DriverDetail'];
export type DriverOption = components['schemas']['DriverOption'];
export type DriverRevealRequest = components['schemas']['DriverRevealRequest'];
export type DriverPersonalData = components['schemas']['DriverPersonalData'];
export type UserIdRequest = components['schemas']['UserIdRequest'];
export type DriverStatusUpdateRequest = components['schemas']['DriverStatusUpdateRequest'];
export type DriverBulkFilter = components['schemas']['DriverBulkFilter'];
export type DriverBulkStatusRequest = components['schemas']['DriverBulkStatusRequest'];
export type DriverBulkDeleteRequest = components['schemas']['DriverBulkDeleteRequest'];
export type DriverBulkFailure = components['schemas']['DriverBulkFailure'];
export type DriverBulkResult = components['schemas']['DriverBulkResult'];
export type VehicleType = components['schemas']['VehicleType'];
export type CheckinStatus = components['schemas']['CheckinStatus'];
export type CheckinRow = components['schemas']['CheckinRow'];
export type CompanyRow = components['schemas']['CompanyRow'];
export type CompanyAddRequest = components['schemas']['CompanyAddRequest'];
export type CompanyEditRequest = components['schemas']['CompanyEditRequest'];
export type CompanyDeleteRequest = components['schemas']['CompanyDeleteRequest'];
export type CompanyDeleted = components['schemas']['CompanyDeleted'];
export type StateOption = components['schemas']['StateOption'];
export type StateRow = components['schemas']['StateRow'];
export type StateAddRequest = components['schemas']['StateAddRequest'];
export type StateEditRequest = components['schemas']['StateEditRequest'];
export type StateIdRequest = components['schemas']['StateIdRequest'];
export type CityOption = components['schemas']['CityOption'];
export type CityRow = components['schemas']['CityRow'];
export type CityAddRequest = components['schemas']['CityAddRequest'];
export type CityEditRequest = components['schemas']['CityEditRequest'];
export type CityIdRequest = components['schemas']['CityIdRequest'];
export type RestingPointOption = components['schemas']['RestingPointOption'];
export type RestingPoint = components['schemas']['RestingPoint'];
export type RestingPointDetail = components['schemas']['RestingPointDetail'];
export type RestingPointAddRequest = components['schemas']['RestingPointAddRequest'];
export type RestingPointEditRequest = components['schemas']['RestingPointEditRequest'];
export type RestingPointIdRequest = components['schemas']['RestingPointIdRequest'];
export type PoliceContact = components['schemas']['PoliceContact'];
export type PoliceAddRequest = components['schemas']['PoliceAddRequest'];
export type PoliceEditRequest = components['schemas']['PoliceEditRequest'];
export type PoliceIdRequest = components['schemas']['PoliceIdRequest'];
export type SubAdminAddRequest = components['schemas']['SubAdminAddRequest'];
export type SubAdminEditRequest = components['schemas']['SubAdminEditRequest'];
export type SubAdminApproveRequest = components['schemas']['SubAdminApproveRequest'];
export type SubAdminStatusRequest = components['schemas']['SubAdminStatusRequest'];
export type SubAdminIdRequest = components['schemas']['SubAdminIdRequest'];
export type ActivitySection = components['schemas']['ActivitySection'];
export type ActivityAction = components['schemas']['ActivityAction'];
export type ActivityChange = components['schemas']['ActivityChange'];
export type ActivityEntry = components['schemas']['ActivityEntry'];
export type CmsPageSummary = components['schemas']['CmsPageSummary'];
export type CmsPage = components['schemas']['CmsPage'];
export type CmsDetailRequest = components['schemas']['CmsDetailRequest'];
export type CmsEditRequest = components['schemas']['CmsEditRequest'];
export type PolicyVersion = components['schemas']['PolicyVersion'];
export type PolicyRow = components['schemas']['PolicyRow'];
export type PolicyDetail = components['schemas']['PolicyDetail'];
export type PolicyAddRequest = components['schemas']['PolicyAddRequest'];
export type PolicyPublishRequest = components['schemas']['PolicyPublishRequest'];
export type PolicyStatusRequest = components['schemas']['PolicyStatusRequest'];
export type PolicyIdRequest = components['schemas']['PolicyIdRequest'];
export type VehicleTypeRow = components['schemas']['VehicleTypeRow'];
export type VehicleTypeOption = components['schemas']['VehicleTypeOption'];
export type VehicleTypeAddRequest = components['schemas']['VehicleTypeAddRequest'];
export type VehicleTypeEditRequest = components['schemas']['VehicleTypeEditRequest'];
export type VehicleTypeIdRequest = components['schemas']['VehicleTypeIdRequest'];
export type BroadcastAudience = components['schemas']['BroadcastAudience'];
export type BroadcastAudienceCountRequest = components['schemas']['BroadcastAudienceCountRequest'];
export type BroadcastAudienceCount = components['schemas']['BroadcastAudienceCount'];
export type BroadcastSendRequest = components['schemas']['BroadcastSendRequest'];
export type Broadcast = components['schemas']['Broadcast'];
export type $defs = Record<string, never>;
export interface operations {
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: {
                            /** @enum {string} */
                            status: "ok";
                            /** @description Seconds since the mock started */
                            uptime_seconds: number;
                        };
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    adminlogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in; message "Login successful" */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["AuthSession"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Busy: too many passwords are waiting to be checked or texts to be cleaned (`code: "busy"`); try again after the number of seconds in Retry-After */
            503: {
                headers: {
                    /** @description Sent with every 503: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    auth_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description Registration received; message "Thanks for registering. An administrator must approve your account before you can sign in." */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["Registration"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Busy: too many passwords are waiting to be checked or texts to be cleaned (`code: "busy"`); try again after the number of seconds in Retry-After */
            503: {
                headers: {
                    /** @description Sent with every 503: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    adminProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["AdminUser"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    auth_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["CurrentUser"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    auth_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out; message "Signed out" */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: null;
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    change_admin_password: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Password changed; message "Password changed successfully" */
            200: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: null;
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Busy: too many passwords are waiting to be checked or texts to be cleaned (`code: "busy"`); try again after the number of seconds in Retry-After */
            503: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    admin_session_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["AdminSession"][];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    admin_session_end: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SessionEndRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: null;
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    admin_preferences_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreferencesUpdateRequest"];
            };
        };
        responses: {
            /** @description Saved; message "Preferences saved" */
            200: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["Preferences"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    uploads_avatars_file: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `<id>.svg`, e.g. `1.svg` */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SVG image */
            200: {
                headers: {
                    /** @description Tag of this image; send it back as If-None-Match to get a 304 while it is unchanged */
                    ETag?: string;
                    /** @description A browser may keep the image for a day */
                    "Cache-Control"?: "public, max-age=86400";
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description Not modified (matching If-None-Match) */
            304: {
                headers: {
                    /** @description Tag of this image; send it back as If-None-Match to get a 304 while it is unchanged */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    uploads_drivers_file: {
        parameters: {
            query?: {
                /** @description Required. Epoch seconds after which the URL no longer works */
                expires?: number;
                /** @description Required. The signature of the path and `expires` */
                sig?: string;
            };
            header?: never;
            path: {
                /** @description `<id>.svg`, e.g. `1.svg` */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SVG image */
            200: {
                headers: {
                    /** @description Tag of this image; send it back as If-None-Match to get a 304 while it is unchanged */
                    ETag?: string;
                    /** @description Kept privately by the browser until the signed URL expires */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description Not modified (matching If-None-Match) */
            304: {
                headers: {
                    /** @description Tag of this image; send it back as If-None-Match to get a 304 while it is unchanged */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    dashboard_count: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["DashboardCounts"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    dashboard_trends: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["DashboardTrends"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    dashboard_activity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["DashboardActivity"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    users_list: {
        parameters: {
            query?: {
                /** @description 1-based page number, at most 1000000; a page past the end is empty */
                page?: number;
                /** @description Rows per page (default 10); above 100 it is capped at 100 */
                limit?: number;
                /** @description Search (spelt as the console sends it): case-insensitive match on name, mobile, e-mail or vehicle number; in mobile and vehicle numbers spaces and hyphens are ignored (`DL 55 HA 3696` finds DL55HA3696). For a sub admin (who sees drivers' personal data masked): part of a name, or a whole mobile number (with or without spaces and +91) or a whole vehicle number, exactly; never part of a mobile number, e-mail or licence number. */
                serach?: string;
                status?: components["schemas"]["DriverStatus"];
                city_id?: number;
                /** @description Only this company's drivers (its detail screen) */
                company_id?: number;
                vehicle_type?: components["schemas"]["VehicleType"];
                /** @description Column to sort by. Without it: newest registration first. Ties keep that order. */
                sort?: "name" | "registered" | "status" | "city";
                /** @description asc or desc, with `sort` (ignored without it). Left out: the column's natural order (name asc, registered desc, status asc, city asc). */
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["DriverRow"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    users_export_link: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The driver list view to export: its filters and sort */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Search (spelt as the console sends it): case-insensitive match on name, mobile, e-mail or vehicle number; in mobile and vehicle numbers spaces and hyphens are ignored (`DL 55 HA 3696` finds DL55HA3696). For a sub admin (who sees drivers' personal data masked): part of a name, or a whole mobile number (with or without spaces and +91) or a whole vehicle number, exactly; never part of a mobile number, e-mail or licence number. */
                    serach?: string;
                    status?: components["schemas"]["DriverStatus"];
                    city_id?: number;
                    /** @description Only this company's drivers (its detail screen) */
                    company_id?: number;
                    vehicle_type?: components["schemas"]["VehicleType"];
                    /**
                     * @description Column to sort by. Without it: newest registration first. Ties keep that order.
                     * @enum {string}
                     */
                    sort?: "name" | "registered" | "status" | "city";
                    /**
                     * @description asc or desc, with `sort` (ignored without it). Left out: the column's natural order (name asc, registered desc, status asc, city asc).
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["ExportLink"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    users_export: {
        parameters: {
            query: {
                /** @description From the `url` the export link request answered */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file, as an attachment, written row by row */
            200: {
                headers: {
                    /** @description The file name to save it as: `attachment; filename="drivers-<India date>.csv"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Gone: the download link was used already or has expired; ask for a new one */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    users_list_all: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["DriverOption"][];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    user_detail_view: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserIdRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["DriverDetail"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    user_reveal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DriverRevealRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["DriverPersonalData"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    user_status_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DriverStatusUpdateRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["DriverRow"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    user_soft_delete: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserIdRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: null;
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    users_bulk_status: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DriverBulkStatusRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["DriverBulkResult"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    users_bulk_delete: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DriverBulkDeleteRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["DriverBulkResult"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    checkin_detail_list: {
        parameters: {
            query?: {
                /** @description 1-based page number, at most 1000000; a page past the end is empty */
                page?: number;
                /** @description Rows per page (default 10); above 100 it is capped at 100 */
                limit?: number;
                /** @description Case-insensitive; matches driver name, vehicle number (spaces and hyphens ignored), resting point name or city */
                search?: string;
                /** @description 1: only stays in progress (checked in, not yet out). 0 or absent: all */
                now?: 0 | 1;
                /**
                 * @description YYYY-MM-DD, India date: check-ins from midnight India time (UTC+05:30) that day
                 * @example 2026-11-23
                 */
                from?: string;
                /**
                 * @description YYYY-MM-DD, India date, inclusive: check-ins up to the end of that day in India
                 * @example 2026-11-23
                 */
                to?: string;
                /** @description Only check-ins at this resting point */
                resting_point_id?: number;
                /** @description Only check-ins at resting points in this state */
                state_id?: number;
                /** @description Only check-ins of this driver (deleted drivers included) */
                user_id?: number;
                /** @description Column to sort by. Without it: newest check-in first. Ties keep that order. */
                sort?: "checked_in";
                /** @description asc or desc, with `sort` (ignored without it). Left out: the column's natural order (checked_in desc). */
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["CheckinRow"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    checkin_detail_export_link: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The check-in list view to export: its filters and sort */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Case-insensitive; matches driver name, vehicle number (spaces and hyphens ignored), resting point name or city */
                    search?: string;
                    /**
                     * @description 1: only stays in progress (checked in, not yet out). 0 or absent: all
                     * @enum {integer}
                     */
                    now?: 0 | 1;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD, India date: check-ins from midnight India time (UTC+05:30) that day
                     * @example 2026-11-23
                     */
                    from?: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD, India date, inclusive: check-ins up to the end of that day in India
                     * @example 2026-11-23
                     */
                    to?: string;
                    /** @description Only check-ins at this resting point */
                    resting_point_id?: number;
                    /** @description Only check-ins at resting points in this state */
                    state_id?: number;
                    /** @description Only check-ins of this driver (deleted drivers included) */
                    user_id?: number;
                    /**
                     * @description Column to sort by. Without it: newest check-in first. Ties keep that order.
                     * @enum {string}
                     */
                    sort?: "checked_in";
                    /**
                     * @description asc or desc, with `sort` (ignored without it). Left out: the column's natural order (checked_in desc).
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["ExportLink"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    checkin_detail_export: {
        parameters: {
            query: {
                /** @description From the `url` the export link request answered */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file, as an attachment, written row by row */
            200: {
                headers: {
                    /** @description The file name to save it as: `attachment; filename="check-ins-<India date>.csv"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Gone: the download link was used already or has expired; ask for a new one */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    company_list: {
        parameters: {
            query?: {
                /** @description Case-insensitive part of the name */
                search?: string;
                /** @description Column to sort by. Without it: by name. Ties keep that order. */
                sort?: "name" | "drivers";
                /** @description asc or desc, with `sort` (ignored without it). Left out: the column's natural order (name asc, drivers desc). */
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["CompanyRow"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    company_export_link: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The company list view to export: its search and sort */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Case-insensitive part of the name */
                    search?: string;
                    /**
                     * @description Column to sort by. Without it: by name. Ties keep that order.
                     * @enum {string}
                     */
                    sort?: "name" | "drivers";
                    /**
                     * @description asc or desc, with `sort` (ignored without it). Left out: the column's natural order (name asc, drivers desc).
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["ExportLink"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    company_export: {
        parameters: {
            query: {
                /** @description From the `url` the export link request answered */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file, as an attachment, written row by row */
            200: {
                headers: {
                    /** @description The file name to save it as: `attachment; filename="companies-<India date>.csv"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Gone: the download link was used already or has expired; ask for a new one */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    company_add: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyAddRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["CompanyRow"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    company_edit: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyEditRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["CompanyRow"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict: the record changed since the version you sent (`body` holds it now, `errors` names `version`), or the change clashes with other data (`body` null) */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        /** @description Human-readable reason in English, fit to show in a toast; a client may show its own text for `code` instead */
                        message: string;
                        /** @description When the edit was based on an old version: the record as it is now */
                        body: components["schemas"]["CompanyRow"] | null;
                        errors?: components["schemas"]["FieldError"][];
                        code: components["schemas"]["ErrorCode"];
                        params: components["schemas"]["ErrorParams"];
                    };
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    company_delete: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyDeleteRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["CompanyDeleted"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    state_list_all: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["StateOption"][];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    state_list: {
        parameters: {
            query?: {
                /** @description 1-based page number, at most 1000000; a page past the end is empty */
                page?: number;
                /** @description Rows per page (default 10); above 100 it is capped at 100 */
                limit?: number;
                /** @description Part of the name or code */
                search?: string;
                /** @description inactive: kept, but hidden from drivers in the app */
                status?: "active" | "inactive";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["StateRow"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    state_detail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StateIdRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["StateRow"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    state_add: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StateAddRequest"];
            };
        };
        responses: {
            /** @description Added */
            201: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["StateRow"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    state_edit: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StateEditRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["StateRow"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict: the record changed since the version you sent (`body` holds it now, `errors` names `version`), or the change clashes with other data (`body` null) */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        /** @description Human-readable reason in English, fit to show in a toast; a client may show its own text for `code` instead */
                        message: string;
                        /** @description When the edit was based on an old version: the record as it is now */
                        body: components["schemas"]["StateRow"] | null;
                        errors?: components["schemas"]["FieldError"][];
                        code: components["schemas"]["ErrorCode"];
                        params: components["schemas"]["ErrorParams"];
                    };
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    state_delete: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StateIdRequest"];
            };
        };
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: null;
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    city_list_all: {
        parameters: {
            query?: {
                /** @description Only cities of this state */
                state_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["CityOption"][];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    city_list: {
        parameters: {
            query?: {
                /** @description 1-based page number, at most 1000000; a page past the end is empty */
                page?: number;
                /** @description Rows per page (default 10); above 100 it is capped at 100 */
                limit?: number;
                /** @description Part of the city name */
                search?: string;
                /** @description Only cities of this state */
                state_id?: number;
                /** @description inactive: kept, but hidden from drivers in the app */
                status?: "active" | "inactive";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["CityRow"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    city_detail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CityIdRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["CityRow"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    city_add: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CityAddRequest"];
            };
        };
        responses: {
            /** @description Added */
            201: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["CityRow"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    city_edit: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CityEditRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["CityRow"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict: the record changed since the version you sent (`body` holds it now, `errors` names `version`), or the change clashes with other data (`body` null) */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        /** @description Human-readable reason in English, fit to show in a toast; a client may show its own text for `code` instead */
                        message: string;
                        /** @description When the edit was based on an old version: the record as it is now */
                        body: components["schemas"]["CityRow"] | null;
                        errors?: components["schemas"]["FieldError"][];
                        code: components["schemas"]["ErrorCode"];
                        params: components["schemas"]["ErrorParams"];
                    };
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    city_delete: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CityIdRequest"];
            };
        };
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: null;
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    resting_point_list_all: {
        parameters: {
            query?: {
                state_id?: number;
                city_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["RestingPointOption"][];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    resting_point_list: {
        parameters: {
            query?: {
                /** @description 1-based page number, at most 1000000; a page past the end is empty */
                page?: number;
                /** @description Rows per page (default 10); above 100 it is capped at 100 */
                limit?: number;
                /** @description Part of the name, city or highway */
                search?: string;
                state_id?: number;
                city_id?: number;
                /** @description inactive: kept, but hidden from drivers in the app */
                status?: "active" | "inactive";
                /** @description dormitory (beds, e.g. Apna Ghar), truck_parking, rest_area (wayside amenities) or dhaba */
                type?: "dormitory" | "truck_parking" | "rest_area" | "dhaba";
                /** @description Column to sort by. Without it: by name. Ties keep that order. */
                sort?: "name" | "today_checkins";
                /** @description asc or desc, with `sort` (ignored without it). Left out: the column's natural order (name asc, today_checkins desc). */
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["RestingPoint"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    resting_point_export_link: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The resting point list view to export: its filters and sort */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Part of the name, city or highway */
                    search?: string;
                    state_id?: number;
                    city_id?: number;
                    /**
                     * @description inactive: kept, but hidden from drivers in the app
                     * @enum {string}
                     */
                    status?: "active" | "inactive";
                    /**
                     * @description dormitory (beds, e.g. Apna Ghar), truck_parking, rest_area (wayside amenities) or dhaba
                     * @enum {string}
                     */
                    type?: "dormitory" | "truck_parking" | "rest_area" | "dhaba";
                    /**
                     * @description Column to sort by. Without it: by name. Ties keep that order.
                     * @enum {string}
                     */
                    sort?: "name" | "today_checkins";
                    /**
                     * @description asc or desc, with `sort` (ignored without it). Left out: the column's natural order (name asc, today_checkins desc).
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["ExportLink"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    resting_point_export: {
        parameters: {
            query: {
                /** @description From the `url` the export link request answered */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file, as an attachment, written row by row */
            200: {
                headers: {
                    /** @description The file name to save it as: `attachment; filename="resting-points-<India date>.csv"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Gone: the download link was used already or has expired; ask for a new one */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    resting_point_detail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestingPointIdRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["RestingPointDetail"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    resting_point_add: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestingPointAddRequest"];
            };
        };
        responses: {
            /** @description Added */
            201: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["RestingPoint"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    resting_point_edit: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestingPointEditRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["RestingPoint"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict: the record changed since the version you sent (`body` holds it now, `errors` names `version`), or the change clashes with other data (`body` null) */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        /** @description Human-readable reason in English, fit to show in a toast; a client may show its own text for `code` instead */
                        message: string;
                        /** @description When the edit was based on an old version: the record as it is now */
                        body: components["schemas"]["RestingPoint"] | null;
                        errors?: components["schemas"]["FieldError"][];
                        code: components["schemas"]["ErrorCode"];
                        params: components["schemas"]["ErrorParams"];
                    };
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    resting_point_delete: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestingPointIdRequest"];
            };
        };
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: null;
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    police_list: {
        parameters: {
            query?: {
                /** @description 1-based page number, at most 1000000; a page past the end is empty */
                page?: number;
                /** @description Rows per page (default 10); above 100 it is capped at 100 */
                limit?: number;
                /** @description Part of the station, officer, city, address or phone */
                search?: string;
                state_id?: number;
                resting_point_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["PoliceContact"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    police_detail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PoliceIdRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["PoliceContact"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    police_add: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PoliceAddRequest"];
            };
        };
        responses: {
            /** @description Added */
            201: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["PoliceContact"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    police_edit: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PoliceEditRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["PoliceContact"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict: the record changed since the version you sent (`body` holds it now, `errors` names `version`), or the change clashes with other data (`body` null) */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        /** @description Human-readable reason in English, fit to show in a toast; a client may show its own text for `code` instead */
                        message: string;
                        /** @description When the edit was based on an old version: the record as it is now */
                        body: components["schemas"]["PoliceContact"] | null;
                        errors?: components["schemas"]["FieldError"][];
                        code: components["schemas"]["ErrorCode"];
                        params: components["schemas"]["ErrorParams"];
                    };
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    police_delete: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PoliceIdRequest"];
            };
        };
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: null;
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    sub_admin_list: {
        parameters: {
            query?: {
                /** @description 1-based page number, at most 1000000; a page past the end is empty */
                page?: number;
                /** @description Rows per page (default 10); above 100 it is capped at 100 */
                limit?: number;
                search?: string;
                /** @description pending: registrations waiting for approval */
                status?: "active" | "disabled" | "pending";
                /** @description Column to sort by. Without it: registrations waiting for approval first, then newest first. Ties keep that order. */
                sort?: "name" | "created";
                /** @description asc or desc, with `sort` (ignored without it). Left out: the column's natural order (name asc, created desc). */
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["AdminUser"][];
                        pagination: components["schemas"]["Pagination"];
                        /** @description Registrations waiting for approval in the whole list, whatever the filters */
                        pending_count: number;
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    sub_admin_export_link: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The sub admin list view to export: its filters and sort */
        requestBody: {
            content: {
                "application/json": {
                    search?: string;
                    /**
                     * @description pending: registrations waiting for approval
                     * @enum {string}
                     */
                    status?: "active" | "disabled" | "pending";
                    /**
                     * @description Column to sort by. Without it: registrations waiting for approval first, then newest first. Ties keep that order.
                     * @enum {string}
                     */
                    sort?: "name" | "created";
                    /**
                     * @description asc or desc, with `sort` (ignored without it). Left out: the column's natural order (name asc, created desc).
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["ExportLink"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    sub_admin_export: {
        parameters: {
            query: {
                /** @description From the `url` the export link request answered */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file, as an attachment, written row by row */
            200: {
                headers: {
                    /** @description The file name to save it as: `attachment; filename="sub-admins-<India date>.csv"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Gone: the download link was used already or has expired; ask for a new one */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    sub_admin_detail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubAdminIdRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["AdminUser"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    sub_admin_add: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubAdminAddRequest"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["AdminUser"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Busy: too many passwords are waiting to be checked or texts to be cleaned (`code: "busy"`); try again after the number of seconds in Retry-After */
            503: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    sub_admin_edit: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubAdminEditRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["AdminUser"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict: the record changed since the version you sent (`body` holds it now, `errors` names `version`), or the change clashes with other data (`body` null) */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        /** @description Human-readable reason in English, fit to show in a toast; a client may show its own text for `code` instead */
                        message: string;
                        /** @description When the edit was based on an old version: the record as it is now */
                        body: components["schemas"]["AdminUser"] | null;
                        errors?: components["schemas"]["FieldError"][];
                        code: components["schemas"]["ErrorCode"];
                        params: components["schemas"]["ErrorParams"];
                    };
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Busy: too many passwords are waiting to be checked or texts to be cleaned (`code: "busy"`); try again after the number of seconds in Retry-After */
            503: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    sub_admin_status_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubAdminStatusRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["AdminUser"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    sub_admin_delete: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubAdminIdRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: null;
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    sub_admin_approve: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubAdminApproveRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["AdminUser"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    sub_admin_reject: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubAdminIdRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: null;
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    activity_list: {
        parameters: {
            query?: {
                /** @description 1-based page number, at most 1000000; a page past the end is empty */
                page?: number;
                /** @description Rows per page (default 10); above 100 it is capped at 100 */
                limit?: number;
                /** @description Only what this account did */
                actor_id?: number;
                section?: components["schemas"]["ActivitySection"];
                action?: components["schemas"]["ActivityAction"];
                /**
                 * @description YYYY-MM-DD, India date: entries from midnight India time (UTC+05:30) that day
                 * @example 2026-11-23
                 */
                from?: string;
                /**
                 * @description YYYY-MM-DD, India date, inclusive: entries up to the end of that day in India
                 * @example 2026-11-23
                 */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["ActivityEntry"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    activity_export_link: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The activity log view to export: its filters */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Only what this account did */
                    actor_id?: number;
                    section?: components["schemas"]["ActivitySection"];
                    action?: components["schemas"]["ActivityAction"];
                    /**
                     * Format: date
                     * @description YYYY-MM-DD, India date: entries from midnight India time (UTC+05:30) that day
                     * @example 2026-11-23
                     */
                    from?: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD, India date, inclusive: entries up to the end of that day in India
                     * @example 2026-11-23
                     */
                    to?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["ExportLink"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    activity_export: {
        parameters: {
            query: {
                /** @description From the `url` the export link request answered */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file, as an attachment, written row by row */
            200: {
                headers: {
                    /** @description The file name to save it as: `attachment; filename="activity-<India date>.csv"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Gone: the download link was used already or has expired; ask for a new one */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    activity_record_list: {
        parameters: {
            query: {
                /** @description The section of the record: drivers, companies, states, cities, resting_points, police, policies, cms, sub_admins (any account) or broadcast */
                section: "drivers" | "resting_points" | "states" | "cities" | "companies" | "cms" | "police" | "policies" | "vehicle_types" | "sub_admins" | "broadcast";
                /** @description The record */
                record_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["ActivityEntry"][];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    cms_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["CmsPageSummary"][];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    cms_detail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CmsDetailRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["CmsPage"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    cms_edit: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CmsEditRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["CmsPage"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict: the record changed since the version you sent (`body` holds it now, `errors` names `version`), or the change clashes with other data (`body` null) */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        /** @description Human-readable reason in English, fit to show in a toast; a client may show its own text for `code` instead */
                        message: string;
                        /** @description When the edit was based on an old version: the record as it is now */
                        body: components["schemas"]["CmsPage"] | null;
                        errors?: components["schemas"]["FieldError"][];
                        code: components["schemas"]["ErrorCode"];
                        params: components["schemas"]["ErrorParams"];
                    };
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Busy: too many passwords are waiting to be checked or texts to be cleaned (`code: "busy"`); try again after the number of seconds in Retry-After */
            503: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    policy_list: {
        parameters: {
            query?: {
                /** @description 1-based page number, at most 1000000; a page past the end is empty */
                page?: number;
                /** @description Rows per page (default 10); above 100 it is capped at 100 */
                limit?: number;
                search?: string;
                /** @description active: drivers are shown the latest version and must accept it. inactive: withdrawn from the app; its history stays readable. */
                status?: "active" | "inactive";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["PolicyRow"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    policy_detail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PolicyIdRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["PolicyDetail"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    policy_add: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PolicyAddRequest"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["PolicyDetail"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Busy: too many passwords are waiting to be checked or texts to be cleaned (`code: "busy"`); try again after the number of seconds in Retry-After */
            503: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    policy_publish: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PolicyPublishRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["PolicyDetail"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Busy: too many passwords are waiting to be checked or texts to be cleaned (`code: "busy"`); try again after the number of seconds in Retry-After */
            503: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    policy_status_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PolicyStatusRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["PolicyRow"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    vehicle_type_list_all: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["VehicleTypeOption"][];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    vehicle_type_list: {
        parameters: {
            query?: {
                /** @description 1-based page number, at most 1000000; a page past the end is empty */
                page?: number;
                /** @description Rows per page (default 10); above 100 it is capped at 100 */
                limit?: number;
                /** @description Part of the code, name or description (case-insensitive) */
                search?: string;
                /** @description inactive: kept, but hidden from drivers in the app */
                status?: "active" | "inactive";
                /** @description Column to sort by. Without it: by name. Ties keep that order. */
                sort?: "name" | "code" | "drivers";
                /** @description asc or desc, with `sort` (ignored without it). Left out: the column's natural order (name asc, code asc, drivers desc). */
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["VehicleTypeRow"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    vehicle_type_export_link: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The vehicle type list view to export: its search, status and sort */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Part of the code, name or description (case-insensitive) */
                    search?: string;
                    /**
                     * @description inactive: kept, but hidden from drivers in the app
                     * @enum {string}
                     */
                    status?: "active" | "inactive";
                    /**
                     * @description Column to sort by. Without it: by name. Ties keep that order.
                     * @enum {string}
                     */
                    sort?: "name" | "code" | "drivers";
                    /**
                     * @description asc or desc, with `sort` (ignored without it). Left out: the column's natural order (name asc, code asc, drivers desc).
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["ExportLink"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    vehicle_type_export: {
        parameters: {
            query: {
                /** @description From the `url` the export link request answered */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file, as an attachment, written row by row */
            200: {
                headers: {
                    /** @description The file name to save it as: `attachment; filename="vehicle-types-<India date>.csv"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Gone: the download link was used already or has expired; ask for a new one */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    vehicle_type_detail: {
        parameters: {
            query: {
                /** @description Id of the vehicle type */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["VehicleTypeRow"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    vehicle_type_add: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VehicleTypeAddRequest"];
            };
        };
        responses: {
            /** @description Added */
            201: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["VehicleTypeRow"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    vehicle_type_edit: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VehicleTypeEditRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["VehicleTypeRow"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict: the record changed since the version you sent (`body` holds it now, `errors` names `version`), or the change clashes with other data (`body` null) */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        /** @description Human-readable reason in English, fit to show in a toast; a client may show its own text for `code` instead */
                        message: string;
                        /** @description When the edit was based on an old version: the record as it is now */
                        body: components["schemas"]["VehicleTypeRow"] | null;
                        errors?: components["schemas"]["FieldError"][];
                        code: components["schemas"]["ErrorCode"];
                        params: components["schemas"]["ErrorParams"];
                    };
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    vehicle_type_delete: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VehicleTypeIdRequest"];
            };
        };
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: null;
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    broadcast_audience_count: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BroadcastAudienceCountRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["BroadcastAudienceCount"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    broadcast_send: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes up for this change (a UUID, say) and sends again, unchanged, with a retry of the same request: the API then answers what it answered the first time instead of acting twice. Kept 24 hours per account. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BroadcastSendRequest"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["Broadcast"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    /** @description Present on the stored answer to an earlier request with the same Idempotency-Key (nothing was done again) */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unsupported Content-Type: a request body must be sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many attempts; wait the number of seconds in Retry-After */
            429: {
                headers: {
                    /** @description Sent with every 429: seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    broadcast_list: {
        parameters: {
            query?: {
                /** @description 1-based page number, at most 1000000; a page past the end is empty */
                page?: number;
                /** @description Rows per page (default 10); above 100 it is capped at 100 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                        body: components["schemas"]["Broadcast"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Bad input: validation failed or the request could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Missing, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Role or section permission does not allow it, or the account is disabled or waiting for approval */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
}

/** Who may call each operation: public, signed-in (any account) or admin (role 1 only). */
export const operationAccess = {
  'GET /health': 'public',
  'POST /adminlogin': 'public',
  'POST /auth/register': 'public',
  'GET /adminProfile': 'signed-in',
  'GET /auth/me': 'signed-in',
  'POST /auth/logout': 'signed-in',
  'POST /change_admin_password': 'signed-in',
  'GET /admin_session_list': 'signed-in',
  'POST /admin_session_end': 'signed-in',
  'POST /admin_preferences_update': 'signed-in',
  'GET /uploads/avatars/{file}': 'public',
  'GET /uploads/drivers/{file}': 'public',
  'GET /dashboard_count': 'signed-in',
  'GET /dashboard_trends': 'signed-in',
  'GET /dashboard_activity': 'signed-in',
  'GET /users_list': 'signed-in',
  'POST /users_export_link': 'signed-in',
  'GET /users_export': 'public',
  'GET /users_list_all': 'signed-in',
  'POST /user_detail_view': 'signed-in',
  'POST /user_reveal': 'signed-in',
  'POST /user_status_update': 'signed-in',
  'POST /user_soft_delete': 'signed-in',
  'POST /users_bulk_status': 'signed-in',
  'POST /users_bulk_delete': 'signed-in',
  'GET /checkin_detail_list': 'signed-in',
  'POST /checkin_detail_export_link': 'signed-in',
  'GET /checkin_detail_export': 'public',
  'GET /company_list': 'signed-in',
  'POST /company_export_link': 'signed-in',
  'GET /company_export': 'public',
  'POST /company_add': 'signed-in',
  'POST /company_edit': 'signed-in',
  'POST /company_delete': 'signed-in',
  'GET /state_list_all': 'signed-in',
  'GET /state_list': 'signed-in',
  'POST /state_detail': 'signed-in',
  'POST /state_add': 'signed-in',
  'POST /state_edit': 'signed-in',
  'POST /state_delete': 'signed-in',
  'GET /city_list_all': 'signed-in',
  'GET /city_list': 'signed-in',
  'POST /city_detail': 'signed-in',
  'POST /city_add': 'signed-in',
  'POST /city_edit': 'signed-in',
  'POST /city_delete': 'signed-in',
  'GET /resting_point_list_all': 'signed-in',
  'GET /resting_point_list': 'signed-in',
  'POST /resting_point_export_link': 'signed-in',
  'GET /resting_point_export': 'public',
  'POST /resting_point_detail': 'signed-in',
  'POST /resting_point_add': 'signed-in',
  'POST /resting_point_edit': 'signed-in',
  'POST /resting_point_delete': 'signed-in',
  'GET /police_list': 'signed-in',
  'POST /police_detail': 'signed-in',
  'POST /police_add': 'signed-in',
  'POST /police_edit': 'signed-in',
  'POST /police_delete': 'signed-in',
  'GET /sub_admin_list': 'admin',
  'POST /sub_admin_export_link': 'admin',
  'GET /sub_admin_export': 'public',
  'POST /sub_admin_detail': 'admin',
  'POST /sub_admin_add': 'admin',
  'POST /sub_admin_edit': 'admin',
  'POST /sub_admin_status_update': 'admin',
  'POST /sub_admin_delete': 'admin',
  'POST /sub_admin_approve': 'admin',
  'POST /sub_admin_reject': 'admin',
  'GET /activity_list': 'admin',
  'POST /activity_export_link': 'admin',
  'GET /activity_export': 'public',
  'GET /activity_record_list': 'signed-in',
  'GET /cms_list': 'signed-in',
  'POST /cms_detail': 'signed-in',
  'POST /cms_edit': 'signed-in',
  'GET /policy_list': 'signed-in',
  'POST /policy_detail': 'signed-in',
  'POST /policy_add': 'signed-in',
  'POST /policy_publish': 'signed-in',
  'POST /policy_status_update': 'signed-in',
  'GET /vehicle_type_list_all': 'signed-in',
  'GET /vehicle_type_list': 'signed-in',
  'POST /vehicle_type_export_link': 'signed-in',
  'GET /vehicle_type_export': 'public',
  'GET /vehicle_type_detail': 'signed-in',
  'POST /vehicle_type_add': 'signed-in',
  'POST /vehicle_type_edit': 'signed-in',
  'POST /vehicle_type_delete': 'signed-in',
  'POST /broadcast_audience_count': 'admin',
  'POST /broadcast_send': 'admin',
  'GET /broadcast_list': 'admin',
} as const;

/** Each section's (OpenAPI tag's) access; a route may differ (sign-in and register are public). */
export const sectionAccess = {
  'system': 'public',
  'auth': 'signed-in',
  'sessions': 'signed-in',
  'preferences': 'signed-in',
  'uploads': 'public',
  'dashboard': 'signed-in',
  'drivers': 'signed-in',
  'checkins': 'signed-in',
  'companies': 'signed-in',
  'states': 'signed-in',
  'cities': 'signed-in',
  'resting_points': 'signed-in',
  'police': 'signed-in',
  'sub_admins': 'admin',
  'activity': 'admin',
  'cms': 'signed-in',
  'policies': 'signed-in',
  'vehicle_types': 'signed-in',
  'broadcast': 'admin',
} as const;

/** The section permission (and level) each operation needs of a sub admin; absent: none. */
export const operationPermission = {
  'GET /users_list': { section: 'drivers', level: 'read' },
  'POST /users_export_link': { section: 'drivers', level: 'read' },
  'GET /users_export': { section: 'drivers', level: 'read' },
  'GET /users_list_all': { section: 'drivers', level: 'read' },
  'POST /user_detail_view': { section: 'drivers', level: 'read' },
  'POST /user_reveal': { section: 'drivers', level: 'read' },
  'POST /user_status_update': { section: 'drivers', level: 'write' },
  'POST /user_soft_delete': { section: 'drivers', level: 'write' },
  'POST /users_bulk_status': { section: 'drivers', level: 'write' },
  'POST /users_bulk_delete': { section: 'drivers', level: 'write' },
  'GET /checkin_detail_list': { section: 'checkins', level: 'read' },
  'POST /checkin_detail_export_link': { section: 'checkins', level: 'read' },
  'GET /checkin_detail_export': { section: 'checkins', level: 'read' },
  'GET /company_list': { section: 'companies', level: 'read' },
  'POST /company_export_link': { section: 'companies', level: 'read' },
  'GET /company_export': { section: 'companies', level: 'read' },
  'POST /company_add': { section: 'companies', level: 'write' },
  'POST /company_edit': { section: 'companies', level: 'write' },
  'POST /company_delete': { section: 'companies', level: 'write' },
  'GET /state_list': { section: 'states', level: 'read' },
  'POST /state_detail': { section: 'states', level: 'read' },
  'POST /state_add': { section: 'states', level: 'write' },
  'POST /state_edit': { section: 'states', level: 'write' },
  'POST /state_delete': { section: 'states', level: 'write' },
  'GET /city_list': { section: 'cities', level: 'read' },
  'POST /city_detail': { section: 'cities', level: 'read' },
  'POST /city_add': { section: 'cities', level: 'write' },
  'POST /city_edit': { section: 'cities', level: 'write' },
  'POST /city_delete': { section: 'cities', level: 'write' },
  'GET /resting_point_list': { section: 'resting_points', level: 'read' },
  'POST /resting_point_export_link': { section: 'resting_points', level: 'read' },
  'GET /resting_point_export': { section: 'resting_points', level: 'read' },
  'POST /resting_point_detail': { section: 'resting_points', level: 'read' },
  'POST /resting_point_add': { section: 'resting_points', level: 'write' },
  'POST /resting_point_edit': { section: 'resting_points', level: 'write' },
  'POST /resting_point_delete': { section: 'resting_points', level: 'write' },
  'GET /police_list': { section: 'police', level: 'read' },
  'POST /police_detail': { section: 'police', level: 'read' },
  'POST /police_add': { section: 'police', level: 'write' },
  'POST /police_edit': { section: 'police', level: 'write' },
  'POST /police_delete': { section: 'police', level: 'write' },
  'GET /cms_list': { section: 'cms', level: 'read' },
  'POST /cms_detail': { section: 'cms', level: 'read' },
  'POST /cms_edit': { section: 'cms', level: 'write' },
  'GET /policy_list': { section: 'policies', level: 'read' },
  'POST /policy_detail': { section: 'policies', level: 'read' },
  'POST /policy_add': { section: 'policies', level: 'write' },
  'POST /policy_publish': { section: 'policies', level: 'write' },
  'POST /policy_status_update': { section: 'policies', level: 'write' },
  'GET /vehicle_type_list': { section: 'vehicle_types', level: 'read' },
  'POST /vehicle_type_export_link': { section: 'vehicle_types', level: 'read' },
  'GET /vehicle_type_export': { section: 'vehicle_types', level: 'read' },
  'GET /vehicle_type_detail': { section: 'vehicle_types', level: 'read' },
  'POST /vehicle_type_add': { section: 'vehicle_types', level: 'write' },
  'POST /vehicle_type_edit': { section: 'vehicle_types', level: 'write' },
  'POST /vehicle_type_delete': { section: 'vehicle_types', level: 'write' },
} as const;

/** The operations that take an Idempotency-Key: every one that changes something. */
export const idempotentOperations = [
  'POST /change_admin_password',
  'POST /admin_preferences_update',
  'POST /user_status_update',
  'POST /user_soft_delete',
  'POST /users_bulk_status',
  'POST /users_bulk_delete',
  'POST /company_add',
  'POST /company_edit',
  'POST /company_delete',
  'POST /state_add',
  'POST /state_edit',
  'POST /state_delete',
  'POST /city_add',
  'POST /city_edit',
  'POST /city_delete',
  'POST /resting_point_add',
  'POST /resting_point_edit',
  'POST /resting_point_delete',
  'POST /police_add',
  'POST /police_edit',
  'POST /police_delete',
  'POST /sub_admin_add',
  'POST /sub_admin_edit',
  'POST /sub_admin_status_update',
  'POST /sub_admin_delete',
  'POST /sub_admin_approve',
  'POST /sub_admin_reject',
  'POST /cms_edit',
  'POST /policy_add',
  'POST /policy_publish',
  'POST /policy_status_update',
  'POST /vehicle_type_add',
  'POST /vehicle_type_edit',
  'POST /vehicle_type_delete',
  'POST /broadcast_send',
] as const;

/** Every section, declared once in mock-api/src/manifest.ts, in its order. */
export const sectionManifest = {
  "dashboard": {
    "label": {
      "key": "section.dashboard",
      "text": "Dashboard"
    },
    "nav": {
      "key": "nav.dashboard",
      "text": "Dashboard"
    },
    "access": "signed-in",
    "permission": false,
    "logged": false,
    "screens": true
  },
  "drivers": {
    "label": {
      "key": "section.drivers",
      "text": "Drivers"
    },
    "nav": {
      "key": "nav.drivers",
      "text": "Driver managments"
    },
    "access": "signed-in",
    "permission": true,
    "logged": true,
    "screens": true
  },
  "checkins": {
    "label": {
      "key": "section.checkins",
      "text": "Check-ins"
    },
    "nav": {
      "key": "nav.checkins",
      "text": "Checkin"
    },
    "access": "signed-in",
    "permission": true,
    "logged": true,
    "screens": true
  },
  "resting_points": {
    "label": {
      "key": "section.resting_points",
      "text": "Resting points"
    },
    "nav": {
      "key": "nav.resting_points",
      "text": "Resting points managment"
    },
    "access": "signed-in",
    "permission": true,
    "logged": true,
    "screens": true
  },
  "states": {
    "label": {
      "key": "section.states",
      "text": "States"
    },
    "nav": {
      "key": "nav.states",
      "text": "State managment"
    },
    "access": "signed-in",
    "permission": true,
    "logged": true,
    "screens": true
  },
  "cities": {
    "label": {
      "key": "section.cities",
      "text": "Cities"
    },
    "nav": {
      "key": "nav.cities",
      "text": "City managment"
    },
    "access": "signed-in",
    "permission": true,
    "logged": true,
    "screens": true
  },
  "companies": {
    "label": {
      "key": "section.companies",
      "text": "Companies"
    },
    "nav": {
      "key": "nav.companies",
      "text": "company managment"
    },
    "access": "signed-in",
    "permission": true,
    "logged": true,
    "screens": true
  },
  "cms": {
    "label": {
      "key": "section.cms",
      "text": "CMS pages"
    },
    "nav": {
      "key": "nav.cms",
      "text": "CMS"
    },
    "access": "signed-in",
    "permission": true,
    "logged": true,
    "screens": true
  },
  "police": {
    "label": {
      "key": "section.police",
      "text": "Police contacts"
    },
    "access": "signed-in",
    "permission": true,
    "logged": true,
    "screens": true
  },
  "policies": {
    "label": {
      "key": "section.policies",
      "text": "Policies"
    },
    "access": "signed-in",
    "permission": true,
    "logged": true,
    "screens": true
  },
  "vehicle_types": {
    "label": {
      "key": "section.vehicle_types",
      "text": "Vehicle types"
    },
    "nav": {
      "key": "nav.vehicle_types",
      "text": "Vehicle types"
    },
    "access": "signed-in",
    "permission": true,
    "existingSubAdmins": "read",
    "logged": true,
    "screens": true
  },
  "sub_admins": {
    "label": {
      "key": "section.sub_admins",
      "text": "Sub admins"
    },
    "nav": {
      "key": "nav.sub_admins",
      "text": "Sub Admin"
    },
    "access": "admin",
    "permission": false,
    "logged": true,
    "screens": true
  },
  "activity": {
    "label": {
      "key": "section.activity",
      "text": "Activity log"
    },
    "access": "admin",
    "permission": false,
    "logged": false,
    "screens": true
  },
  "broadcast": {
    "label": {
      "key": "section.broadcast",
      "text": "Broadcast"
    },
    "nav": {
      "key": "nav.broadcast",
      "text": "Brodcast"
    },
    "access": "admin",
    "permission": false,
    "logged": true,
    "screens": true
  },
  "settings": {
    "label": {
      "key": "section.settings",
      "text": "Settings"
    },
    "nav": {
      "key": "nav.settings",
      "text": "Setting"
    },
    "access": "admin",
    "permission": false,
    "logged": true,
    "screens": true
  },
  "auth": {
    "label": {
      "key": "section.auth",
      "text": "Sign-in"
    },
    "access": "signed-in",
    "permission": false,
    "logged": true,
    "screens": false
  },
  "profile": {
    "label": {
      "key": "section.profile",
      "text": "Profile"
    },
    "access": "signed-in",
    "permission": false,
    "logged": true,
    "screens": true
  }
} as const;

/** How the API's refusals name each section ("Your account may not view <words>"). */
export const sectionWords = {
  'drivers': 'drivers',
  'checkins': 'check-ins',
  'resting_points': 'resting points',
  'states': 'states',
  'cities': 'cities',
  'companies': 'companies',
  'cms': 'CMS pages',
  'police': 'the police contact list',
  'policies': 'policies',
  'vehicle_types': 'vehicle types',
  'sub_admins': 'sub admins',
  'broadcast': 'broadcasts',
} as const;

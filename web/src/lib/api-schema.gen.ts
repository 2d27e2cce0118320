// Generated from the mock API OpenAPI document by `npm run openapi -w mock-api`. Do not edit.

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness check (no auth, never delayed) */
        get: {
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
         * @description E-mail match is case-insensitive. Wrong e-mail or password: 401. Disabled account: 403.
         */
        post: {
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
                /** @description Role not allowed or account disabled */
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
         * Create a sub admin account and sign in
         * @description Always creates a sub admin (role 2). Duplicate e-mail (case-insensitive): 409.
         */
        post: {
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
                /** @description Account created and signed in */
                201: {
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
                /** @description Conflict with existing data */
                409: {
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
        /** Profile of the signed-in account */
        get: {
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
        /** The signed-in user, as the console layout needs it */
        get: {
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
        /** Sign out: the token stops working */
        post: {
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
         * Change the signed-in administrator's password
         * @description Administrators only (role 1). On success every other session of the account ends; the calling token keeps working.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
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
                /** @description Role not allowed or account disabled */
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
        get: {
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
                        [name: string]: unknown;
                    };
                    content: {
                        "image/svg+xml": string;
                    };
                };
                /** @description Not modified (matching If-None-Match) */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
        /** @description One validation problem */
        FieldError: {
            /** @description Name of the offending field, e.g. `email` */
            field: string;
            /** @description What is wrong with it, as a sentence */
            message: string;
        };
        /** @description Every failed answer */
        ErrorResponse: {
            /** @enum {boolean} */
            success: false;
            /** @description Human-readable reason, fit to show in a toast */
            message: string;
            body: null;
            errors?: components["schemas"]["FieldError"][];
        };
        /** @description Position of a list page */
        Pagination: {
            page: number;
            limit: number;
            total: number;
            totalPages: number;
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
            /** @enum {string} */
            status: "active" | "disabled";
            /** Format: date-time */
            created_at: string;
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
        /** @description Creates a sub admin (role 2); any other property, such as `role`, is ignored */
        RegisterRequest: {
            /**
             * Format: email
             * @example admin@example.com
             */
            email: string;
            password: string;
            /** @description First and last name joined by a space; split on the first space */
            name: string;
        };
        ChangePasswordRequest: {
            old_password: string;
            new_password: string;
        };
        /** @description A new session: the token and the signed-in account */
        AuthSession: {
            /** @description Send as `Authorization: Bearer <token>` */
            token: string;
            /**
             * Format: date-time
             * @description When the token stops working
             */
            expires_at: string;
            user: components["schemas"]["AdminUser"];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type FieldError = components['schemas']['FieldError'];
export type ErrorResponse = components['schemas']['ErrorResponse'];
export type Pagination = components['schemas']['Pagination'];
export type AdminUser = components['schemas']['AdminUser'];
export type CurrentUser = components['schemas']['CurrentUser'];
export type LoginRequest = components['schemas']['LoginRequest'];
export type RegisterRequest = components['schemas']['RegisterRequest'];
export type ChangePasswordRequest = components['schemas']['ChangePasswordRequest'];
export type AuthSession = components['schemas']['AuthSession'];
export type $defs = Record<string, never>;
export type operations = Record<string, never>;

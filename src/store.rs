//! Local storage, tolerant: a missing, blocked or full storage (private windows, a browser set to
//! block site data, quotas) reads as empty and refuses writes with `false`, never a panic or an
//! exception: the page keeps working in memory ([`available`] tells the start screen). Outside a
//! browser (native tests) it is empty.
//!
//! Values are JSON texts (`serde_json`), as the page has always written them.

use serde::de::DeserializeOwned;
use serde::Serialize;

/// The browser's local storage, if the page may use it (reaching it throws when it is blocked).
#[cfg(target_arch = "wasm32")]
fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Whether this browser lets the page keep anything.
#[must_use]
pub fn available() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        storage().is_some()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        false
    }
}

/// The stored value of `key`, if there is one and it reads as a `T`.
#[must_use]
pub fn get<T: DeserializeOwned>(key: &str) -> Option<T> {
    serde_json::from_str(&get_text(key)?).ok()
}

/// The stored text of `key`, unread (for readers that check what they read).
#[must_use]
pub fn get_text(key: &str) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        storage()?.get_item(key).ok().flatten()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = key;
        None
    }
}

/// Stores `value` under `key`; false when the browser refused it.
pub fn set<T: Serialize>(key: &str, value: &T) -> bool {
    serde_json::to_string(value).is_ok_and(|text| set_text(key, &text))
}

/// Stores `text` under `key` as it is (for writers with their own format); false when the
/// browser refused it (storage full, blocked or missing).
pub fn set_text(key: &str, text: &str) -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        storage().is_some_and(|s| s.set_item(key, text).is_ok())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (key, text);
        false
    }
}

pub fn delete(key: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(s) = storage() {
        let _ = s.remove_item(key);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = key;
}

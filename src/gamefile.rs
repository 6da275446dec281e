//! Game files: a game exported to a file the player keeps, and read back.
//!
//! The file is the session's save text (format version 2, see `session`); reading it
//! checks the format and version and replays every action, so a damaged or foreign file is
//! refused with its reason and nothing in progress is lost.

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Blob, BlobPropertyBag, HtmlAnchorElement, HtmlInputElement, Url};
use yew::prelude::*;

use crate::i18n::{t, Lang, Msg};
use crate::session::Session;

/// Offers `text` as a download named `name`.
pub fn download(name: &str, text: &str) -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let document = window.document().ok_or("no document")?;
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let bag = BlobPropertyBag::new();
    bag.set_type("application/json");
    let blob = Blob::new_with_str_sequence_and_options(&parts, &bag)?;
    let url = Url::create_object_url_with_blob(&blob)?;
    let a: HtmlAnchorElement = document.create_element("a")?.dyn_into()?;
    a.set_href(&url);
    a.set_download(name);
    a.click();
    Url::revoke_object_url(&url)
}

/// The file name of an exported game.
#[must_use]
pub fn file_name(session: &Session) -> String {
    let date = js_sys::Date::new_0();
    format!(
        "opcg-game-{:04}{:02}{:02}-{:02}{:02}-turn{}.json",
        date.get_full_year(),
        date.get_month() + 1,
        date.get_date(),
        date.get_hours(),
        date.get_minutes(),
        session.turn()
    )
}

#[derive(Properties, PartialEq)]
pub struct OpenGameProps {
    pub lang: Lang,
    /// Called with the game read from the chosen file.
    pub on_open: Callback<Session>,
    /// The file is opened to be watched as a replay (its own button; the kept game is left
    /// alone).
    #[prop_or_default]
    pub replay: bool,
    /// A replay's file that is a Kaiun Colosseum save (by its head): its text, for the Kaiun
    /// table's own wasm to read (the page has no Kaiun engine).
    #[prop_or_default]
    pub on_kaiun: Callback<String>,
}

/// "Open a game file": a file picker that reads, checks and replays a game file.
#[function_component(OpenGameFile)]
pub fn open_game_file(p: &OpenGameProps) -> Html {
    let lang = p.lang;
    let error = use_state(|| None::<String>);
    let onchange = {
        let error = error.clone();
        let on_open = p.on_open.clone();
        let on_kaiun = p.replay.then(|| p.on_kaiun.clone());
        Callback::from(move |e: Event| {
            let Some(input) = e.target_dyn_into::<HtmlInputElement>() else { return };
            let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
            input.set_value("");
            let error = error.clone();
            let on_open = on_open.clone();
            let on_kaiun = on_kaiun.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let text = match wasm_bindgen_futures::JsFuture::from(file.text()).await {
                    Ok(v) => v.as_string().unwrap_or_default(),
                    Err(_) => {
                        error.set(Some(t(lang, Msg::TheFileCouldNotBeRead).to_string()));
                        return;
                    }
                };
                if let (Some(on_kaiun), Ok(_)) = (&on_kaiun, crate::kaiun::session::read_head(&text)) {
                    error.set(None);
                    on_kaiun.emit(text);
                    return;
                }
                // Cards the file carries that this browser has not read are read first (the
                // worker); if that fails, the load names what it could not play.
                let read = crate::readings::read(&crate::session::cards_of_save(&text)).await;
                match Session::load(&text) {
                    Ok(session) => {
                        error.set(None);
                        on_open.emit(session);
                    }
                    Err(why @ crate::session::LoadError::Setup(_)) => error.set(Some(match read {
                        Err(unread) => format!("{why} ({unread})"),
                        Ok(()) => why.to_string(),
                    })),
                    Err(why) => error.set(Some(why.to_string())),
                }
            });
        })
    };
    let (input_id, error_id, label) = if p.replay {
        ("open-replay-file", "open-replay-error", t(lang, Msg::WatchAGameFileAs))
    } else {
        ("open-game-file", "open-game-error", t(lang, Msg::OpenAGameFile))
    };
    html! {
        <div class="open-file">
            <label class="secondary file-button" for={input_id}>{ label }</label>
            <input type="file" id={input_id} accept=".json,application/json" class="visually-hidden" {onchange} />
            if let Some(why) = &*error {
                <p class="file-error" role="alert" id={error_id}>
                    { t(lang, Msg::ThisFileCannotBeOpened) }{ why }
                </p>
            }
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct NotKeptProps {
    pub lang: Lang,
    /// Another tab keeps its game now (else: the browser refused the write).
    pub elsewhere: bool,
    /// Offers the game on screen as a file.
    pub on_export: Callback<MouseEvent>,
}

/// The banner of a game that is not kept: the browser refused the write (storage full or
/// blocked), or another tab of the page wrote the kept game — this one then stops keeping its
/// own, which would overwrite the other's. Either way the game on screen is offered as a file.
#[function_component(NotKept)]
pub fn not_kept(p: &NotKeptProps) -> Html {
    let lang = p.lang;
    let (id, text) = if p.elsewhere {
        (
            "kept-elsewhere",
            t(lang, Msg::AnotherTabOfThisPage),
        )
    } else {
        (
            "not-kept",
            t(lang, Msg::ThisBrowserCouldNotKeep),
        )
    };
    html! {
        <div class="flash not-kept" role="alert" {id}>
            { text }
            { " " }<button type="button" class="mini" id="not-kept-export" onclick={p.on_export.clone()}>{ t(lang, Msg::SaveToFile) }</button>
        </div>
    }
}

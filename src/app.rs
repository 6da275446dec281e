//! The root component: holds the settings and which screen is shown.

use yew::prelude::*;

use crate::decks;
use crate::i18n::{t, Msg};
use crate::prefs::Prefs;
use crate::session::Session;
use crate::start::{Saved, StartScreen};
use crate::table::{self, GameScreen};

#[derive(Clone, PartialEq)]
enum Screen {
    Start,
    Playing(Box<Session>),
}

/// A fresh seed for a new game: the browser's randomness, or `?seed=N` in the address (to replay
/// a deal, and for the browser tests).
fn new_seed() -> u64 {
    let from_url = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .and_then(|q| q.trim_start_matches('?').split('&').find_map(|kv| kv.strip_prefix("seed=").and_then(|v| v.parse().ok())));
    if let Some(seed) = from_url {
        return seed;
    }
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_ok() {
        u64::from_le_bytes(bytes)
    } else {
        (js_sys::Math::random() * 9_007_199_254_740_991.0) as u64
    }
}

fn saved_state() -> Saved {
    match table::stored() {
        None => Saved::None,
        Some(text) => match Session::load(&text) {
            Ok(s) if s.game().result().is_none() => Saved::Ready,
            Ok(_) => Saved::None,
            Err(e) => Saved::Broken(e.to_string()),
        },
    }
}

/// The whole page.
#[function_component(App)]
pub fn app() -> Html {
    let prefs = use_state(Prefs::load);
    let screen = use_state(|| Screen::Start);
    let saved = use_state(saved_state);
    let game_no = use_state(|| 0u32);

    {
        // Keep <html lang> and the title in the chosen language.
        let lang = prefs.lang;
        use_effect_with(lang, move |lang| {
            if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
                if let Some(root) = doc.document_element() {
                    let _ = root.set_attribute("lang", lang.tag());
                }
                doc.set_title(t(*lang, Msg::Title));
            }
        });
    }

    let on_prefs = {
        let prefs = prefs.clone();
        Callback::from(move |next: Prefs| {
            next.save();
            prefs.set(next);
        })
    };
    let on_start = {
        let screen = screen.clone();
        let prefs = prefs.clone();
        let game_no = game_no.clone();
        Callback::from(move |(a, b): (usize, usize)| {
            let Some(setup) = decks::setup(a, b, new_seed()) else { return };
            if let Ok(session) = Session::new(setup, prefs.mode) {
                table::store(&session);
                game_no.set(*game_no + 1);
                screen.set(Screen::Playing(Box::new(session)));
            }
        })
    };
    let on_continue = {
        let screen = screen.clone();
        let game_no = game_no.clone();
        Callback::from(move |()| {
            if let Some(Ok(session)) = table::stored().map(|t| Session::load(&t)) {
                game_no.set(*game_no + 1);
                screen.set(Screen::Playing(Box::new(session)));
            }
        })
    };
    let on_discard = {
        let saved = saved.clone();
        Callback::from(move |()| {
            table::forget_stored();
            saved.set(Saved::None);
        })
    };
    let on_exit = {
        let screen = screen.clone();
        let saved = saved.clone();
        Callback::from(move |()| {
            saved.set(saved_state());
            screen.set(Screen::Start);
        })
    };

    html! {
        <main class={classes!("app", matches!(*screen, Screen::Playing(_)).then_some("app-table"))}>
            {
                match &*screen {
                    Screen::Start => html! {
                        <StartScreen prefs={*prefs} on_prefs={on_prefs} on_start={on_start}
                                     saved={(*saved).clone()} on_continue={on_continue} on_discard={on_discard} />
                    },
                    Screen::Playing(session) => html! {
                        <GameScreen key={*game_no} session={(**session).clone()} lang={prefs.lang} on_exit={on_exit} />
                    },
                }
            }
        </main>
    }
}

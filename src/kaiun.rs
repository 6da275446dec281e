//! The Kaiun Colosseum (開運コロシアム) table: both players' zones as the rules define them
//! (3-1-1: バトルエリア, コストエリア, デッキ, バリア, トラッシュ, 手札), luck values (運値) and janken
//! hands, the set phase (セットフェイズ) by dragging a hand card onto the battle area (or
//! tap-tap, or the keyboard: Enter on a card, Enter on the battle area, Escape to cancel), effect
//! decisions, the log, and the pass-and-play curtain.
//!
//! Both seats act at once in the set phase (6-3-1): in pass-and-play seat A sets behind the
//! curtain, then the curtain comes down for seat B; the engine's views keep each face-down card
//! from the other seat. Every action is saved in local storage and replayed on load.
//!
//! This module and the engine are built into the table's own wasm (`src/bin/opcg-kaiun.rs`),
//! which the page loads when a Kaiun game is started or continued (`crate::kaiun_host`).
//!
//! - [`session`]: the game with its history: apply, undo, save and load (plain Rust).
//! - [`moves`]: drags ⇄ legal actions (pure).
//! - [`card`]: a card face drawn from its data.
//! - [`status`]: the status line: who decides now and why, from public facts.

pub mod card;
pub mod moves;
pub mod session;
pub mod state;
pub mod status;

use std::rc::Rc;

use kaiun_engine::{
    log_line, prompt_text, Action, BattleOutcome, BattleSlotView, CardDef, CardId, CardNo, CardRef, Choice,
    DecisionKind, Event, Hand, Hidden, Lang, PlayerView, Prompt, Seat, SideView,
};
use yew::prelude::*;

use crate::i18n::{t, tf, Fmt, Msg};
use crate::prefs::PlayMode;
use crate::table::curtain::Curtain;
use card::{card_name, hand_badge, KaiunFace};
use moves::{Source, Target};
pub use session::KaiunSession;
pub use state::{KaiunMsg, KaiunSeatUi, KaiunTable};

pub use crate::kaiun_host::KEPT;
use crate::kaiun_host::Opening;

/// Keeps the game in local storage; false when the browser refused it (full or blocked).
#[must_use]
pub fn store(session: &KaiunSession) -> bool {
    KEPT.keep(&session.save())
}

/// Keeps a new game in place of the kept one, which is put aside unless it was over.
#[must_use]
pub fn store_new(session: &KaiunSession) -> bool {
    KEPT.replace(&session.save(), |old| KaiunSession::load(old).is_ok_and(|s| s.result().is_some()))
}

/// The kept game's save text, if any.
#[must_use]
pub fn stored() -> Option<String> {
    KEPT.text()
}

pub fn forget_stored() {
    KEPT.forget();
}

/// The game the table opens with (in the table's own wasm, `src/bin/opcg-kaiun.rs`): a new
/// game of built-in decks, kept in place of the kept one (put aside unless it was over), or the
/// kept game; the reason when there is none or it does not load (nothing is changed then).
pub fn open(opening: Opening) -> Result<KaiunSession, String> {
    match opening {
        Opening::New { a, b, seed, mode } => {
            let session = KaiunSession::builtin(a, b, seed, mode).ok_or_else(|| format!("there are no built-in decks {a} and {b}"))?;
            // A refused write shows on the table at its first step.
            let _ = store_new(&session);
            Ok(session)
        }
        Opening::Continue => {
            let text = stored().ok_or("no Kaiun Colosseum game is kept")?;
            KaiunSession::load(&text).map_err(|e| e.to_string())
        }
    }
}

/// "プレイヤーA" / "Player A", as the One Piece table says it.
pub use crate::table::curtain::seat_name;

/// The janken hand `seat`'s card plays with this turn: the last 「ジャンケンは…になる」 of this
/// turn (10-2), else the printed hand of its face-up card.
fn current_hand(view: &PlayerView, seat: Seat, printed: Option<Hand>) -> Option<Hand> {
    let since = view.log.iter().rposition(|e| matches!(e, Event::TurnStarted { .. })).unwrap_or(0);
    view.log[since..]
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::HandSet { seat: s, hand } if *s == seat => Some(*hand),
            _ => None,
        })
        .or(printed)
}

/// The last battle of the game (public: both cards were face up), as a summary line.
fn last_battle(log: &[Event]) -> Option<&Event> {
    log.iter().rev().find(|e| matches!(e, Event::Battle { .. }))
}

fn battle_summary(e: &Event, lang: Lang) -> Html {
    let Event::Battle { hands, luck, outcome } = e else { return html! {} };
    let result = match outcome {
        BattleOutcome::Won(w) => tf(lang, Fmt::Wins { seat: &seat_name(*w, lang) }),
        BattleOutcome::Draw => t(lang, Msg::DrawOutcome).to_string(),
        BattleOutcome::NoBattle => t(lang, Msg::NoBattle).to_string(),
    };
    let side = |seat: Seat, h: Hand, l: i16| {
        let won = *outcome == BattleOutcome::Won(seat);
        html! {
            <span class={classes!("kbr-side", won.then_some("won"))}>
                <b>{ seat.to_string() }</b>{ hand_badge(h, lang) }
                <span class="kbr-luck">{ t(lang, Msg::Luck) }{ " " }<b>{ l }</b></span>
            </span>
        }
    };
    html! {
        <div class="kbattle-result" id="last-battle">
            <span class="kbr-title">{ t(lang, Msg::LastBattle) }</span>
            { side(Seat::A, hands.a, luck.a) }
            <span class="kbr-vs">{ "VS" }</span>
            { side(Seat::B, hands.b, luck.b) }
            <span class="kbr-outcome">{ result }</span>
        </div>
    }
}

/// The label of one answer to an effect's question; `name` names a card by its id.
#[must_use]
pub fn choice_label(choice: &Choice, lang: Lang, name: &dyn Fn(CardId) -> String) -> String {
    let names = |ids: &[CardId]| ids.iter().map(|id| name(*id)).collect::<Vec<_>>().join(t(lang, Msg::ListComma));
    match choice {
        Choice::Decline => t(lang, Msg::DontPay).to_string(),
        Choice::Pay(ids) if ids.is_empty() => t(lang, Msg::Pay).to_string(),
        Choice::Pay(ids) => tf(lang, Fmt::DiscardToPay { cards: &names(ids) }),
        Choice::Count(n) => tf(lang, Fmt::CardCount { n: (*n).into() }),
        Choice::Cards(ids) => names(ids),
        Choice::Slot(k) => tf(lang, Fmt::NthCard { n: i64::from(*k) + 1 }),
        Choice::Take(None) => t(lang, Msg::TakeNone).to_string(),
        Choice::Take(Some(id)) => name(*id),
        Choice::Replace(true) => t(lang, Msg::ApplyIt).to_string(),
        Choice::Replace(false) => t(lang, Msg::Dont).to_string(),
        // Upper first, the bottom card last (3-1-6).
        Choice::Order(ids) => ids.iter().map(|id| name(*id)).collect::<Vec<_>>().join(" → "),
    }
}

#[derive(Properties, PartialEq)]
pub struct KaiunProps {
    pub session: KaiunSession,
    pub lang: Lang,
    pub on_exit: Callback<()>,
}

/// The Kaiun Colosseum game screen.
#[function_component(KaiunScreen)]
pub fn kaiun_screen(props: &KaiunProps) -> Html {
    let lang = props.lang;
    let table = {
        let session = props.session.clone();
        use_reducer(move || KaiunTable::new(session))
    };
    {
        // a second tab playing the kept game is noticed
        let table = table.clone();
        use_effect_with((), move |()| {
            let listening = crate::store::on_written_elsewhere(KEPT.key, move || table.dispatch(KaiunMsg::KeptElsewhere));
            move || drop(listening)
        });
    }
    let drag = crate::drag::use_drag::<Source>((36, 50));
    let computer = {
        // The computer's seat must act: ask the worker (then apply its answer to this moment).
        let s = &table.session;
        let question = crate::computer::Question::when(s.mode, s.acting(), "kaiun-decide", s.actions().len(), s.seed(), || s.save());
        let table = table.clone();
        crate::computer::use_computer(question, crate::computer::answer_with(move |at, seat, action| table.dispatch(KaiunMsg::Computer { at, seat, action })))
    };
    // 投了 (1-2-4) asks once more: a loss cannot be taken back.
    // Armed for one seat at one moment of the game only: (actions taken, seat).
    let confirm_concede = use_state(|| None::<(usize, Seat)>);
    {
        // The page's title names this game while it is played, and is given back on leaving.
        use_effect_with(lang, |lang| {
            let lang = *lang;
            let doc = web_sys::window().and_then(|w| w.document());
            if let Some(d) = &doc {
                d.set_title(t(lang, Msg::KaiunColosseum));
            }
            move || {
                if let Some(d) = doc {
                    d.set_title(crate::i18n::t(lang, crate::i18n::Msg::Title));
                }
            }
        });
    }

    let session = &table.session;
    let viewer = table.viewer();
    let curtain = table.curtain();
    {
        // The device changed hands: a drag still held belongs to the player before.
        let drag = drag.clone();
        use_effect_with((viewer, curtain), move |_| drag.cancel());
    }
    let catalog: Rc<Vec<CardDef>> = Rc::new(session.catalog().to_vec());
    let def_of = {
        let catalog = catalog.clone();
        move |no: CardNo| -> Option<CardDef> { catalog.iter().find(|d| d.no == no).cloned() }
    };
    // All the screen knows of the game: what the seat at the device may see.
    let view: PlayerView = session.seat(viewer).view();
    let ui = table.ui();
    let acting = session.acting();
    let open_hands = session.mode == PlayMode::OpenHands;

    // ---- the curtain: nothing private is rendered behind it
    if let Some(next) = curtain {
        let show = {
            let table = table.clone();
            Callback::from(move |()| table.dispatch(KaiunMsg::Show(next)))
        };
        // Only public facts of the next seat's view are read here (is it the set phase; the last battle).
        let next_view = session.seat(next).view();
        let what = if next_view.decision.as_ref().is_some_and(|d| matches!(d.kind, DecisionKind::Set { .. })) {
            t(lang, Msg::SetPhasePutACard)
        } else {
            t(lang, Msg::AChoiceIsWaitingFor)
        };
        let status = tf(lang, Fmt::KaiunTurn { turn: session.turn().into() });
        return html! {
            <Curtain {lang} {next} class="kcurtain" step={session.actions().len().to_string()} on_show={show}
                     above={html! { <p class="kcurtain-status">{ status }</p> }}
                     below={last_battle(&next_view.log).map(|e| battle_summary(e, lang)).unwrap_or_default()}>
                <p class="curtain-help">{ what }</p>
            </Curtain>
        };
    }

    let can_act = acting == Some(viewer);
    let legal: Vec<Action> = if can_act { session.seat(viewer).legal_actions() } else { Vec::new() };
    let sources = moves::sources(&legal);
    // Only a drag of one of this seat's sources lights anything.
    let active_source = drag.dragging.filter(|s| sources.contains(s)).or(ui.selected);
    let lit: Vec<Target> = active_source.map(|s| moves::targets(&legal, s).into_iter().map(|(t, _)| t).collect()).unwrap_or_default();

    // Every card the viewer can name, to label choices that carry card ids.
    // Open hands only: one person plays both seats.
    let other_view = if open_hands { Some(session.seat(viewer.other()).view()) } else { None };
    let mut known: Vec<CardRef> = Vec::new();
    {
        let mut add_side = |s: &SideView| {
            known.extend(s.hand.iter().filter_map(|h| match h {
                Hidden::Known(c) => Some(*c),
                Hidden::Unknown => None,
            }));
            known.extend(s.trash.iter().copied());
            known.extend(s.cost_area.iter().copied());
            if let Some(BattleSlotView { card: Hidden::Known(c), .. }) = &s.battle {
                known.push(*c);
            }
        };
        add_side(&view.me);
        add_side(&view.opponent);
        known.extend(view.revealed.iter().copied());
        if let Some(DecisionKind::Choose { prompt: Prompt::LookTop(cards) | Prompt::BottomOrder(cards), source, .. }) = view.decision.as_ref().map(|d| &d.kind) {
            known.extend(cards.iter().copied());
            known.extend(source.iter().copied());
        }
    }
    let name_of_id = {
        let def_of = def_of.clone();
        let known = known.clone();
        let session = session.clone();
        move |id: CardId| -> String {
            let no = known.iter().find(|c| c.id == id).map(|c| c.no).or_else(|| session.own_card_no(viewer, id));
            match no.and_then(&def_of) {
                Some(d) => card_name(&d, lang),
                None => format!("#{}", id.0),
            }
        }
    };

    // ---- interaction
    let refusal = t(lang, Msg::DropAHandCardOn).to_string();
    let on_tap = {
        let table = table.clone();
        let legal = legal.clone();
        let sources = sources.clone();
        let drag = drag.clone();
        let refusal = refusal.clone();
        move |target: Option<Target>, source: Option<Source>, no: Option<CardNo>| {
            let table = table.clone();
            let legal = legal.clone();
            let sources = sources.clone();
            let drag = drag.clone();
            let refusal = refusal.clone();
            Callback::from(move |_e: MouseEvent| {
                if drag.swallow_click() {
                    return; // the click of the same gesture that ended a drag
                }
                if let Some(n) = no {
                    table.dispatch(KaiunMsg::Inspect(n));
                }
                let selected = table.ui().selected;
                if let (Some(sel), Some(t)) = (selected, target) {
                    match moves::action_for(&legal, sel, t) {
                        Some(a) => table.dispatch(KaiunMsg::Apply(viewer, a)),
                        None => {
                            table.dispatch(KaiunMsg::Select(None));
                            table.dispatch(KaiunMsg::Flash(refusal.clone()));
                        }
                    }
                    return;
                }
                if let Some(s) = source.filter(|s| sources.contains(s)) {
                    let next = if selected == Some(s) { None } else { Some(s) };
                    table.dispatch(KaiunMsg::Select(next));
                }
            })
        }
    };

    let on_pointer_down = {
        let drag = drag.clone();
        let sources = sources.clone();
        move |source: Source| drag.on_down(sources.contains(&source).then_some(source), None)
    };
    let on_pointer_move = drag.on_move();
    let on_pointer_up = {
        let table = table.clone();
        let legal = legal.clone();
        let refusal = refusal.clone();
        drag.on_up(Callback::from(move |(source, values): (Source, Vec<String>)| {
            // The nearest marked place under the pointer that takes this card.
            match values.iter().filter_map(|v| Target::parse(v)).find_map(|t| moves::action_for(&legal, source, t)) {
                Some(a) => table.dispatch(KaiunMsg::Apply(viewer, a)),
                None => table.dispatch(KaiunMsg::Flash(refusal.clone())),
            }
        }))
    };
    let on_pointer_cancel = drag.on_cancel();
    let on_key = {
        let table = table.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                table.dispatch(KaiunMsg::Select(None));
            }
        })
    };
    let apply = {
        let table = table.clone();
        Callback::from(move |a: Action| table.dispatch(KaiunMsg::Apply(viewer, a)))
    };

    // ---- drawing
    let card_button = |c: &CardRef, mine: bool, extra: Classes| -> Html {
        let Some(def) = def_of(c.no) else { return html! {} };
        let source = Source::Hand(c.id);
        let draggable = mine && sources.contains(&source);
        let class = classes!(
            "kcard",
            extra,
            draggable.then_some("source"),
            (active_source == Some(source)).then_some("picked"),
        );
        let label = tf(lang, Fmt::KaiunCardLabel { name: &card_name(&def, lang), hand: card::hand_name(def.hand, lang), win: def.luck_win.into(), lose: def.luck_lose.into(), cost: def.cost.into() });
        html! {
            <button type="button" {class} data-card={c.id.0.to_string()} data-no={c.no.0.to_string()} aria-label={label}
                    onpointerdown={if draggable { on_pointer_down(source) } else { Callback::noop() }}
                    onclick={on_tap(None, mine.then_some(source), Some(c.no))}>
                <KaiunFace def={def} {lang} />
            </button>
        }
    };

    let battle_zone = |s: &SideView, mine: bool, slot: Option<&BattleSlotView>| -> Html {
        let lit_here = mine && lit.contains(&Target::Battle);
        let can_drop = mine && !sources.is_empty();
        let content = match slot {
            None => html! { <span class="zone-hint">{ t(lang, Msg::BattleArea) }</span> },
            Some(b) => {
                let printed = match &b.card {
                    Hidden::Known(c) => def_of(c.no).map(|d| d.hand),
                    Hidden::Unknown => None,
                };
                let hand_now = if b.face_up { current_hand(&view, s.seat, printed) } else { None };
                let card = match &b.card {
                    Hidden::Known(c) => {
                        let def = def_of(c.no);
                        html! {
                            <div class={classes!("kcard", "in-battle", (!b.face_up).then_some("face-down"))} data-no={c.no.0.to_string()}
                                 onclick={{ let table = table.clone(); let no = c.no; Callback::from(move |_: MouseEvent| table.dispatch(KaiunMsg::Inspect(no))) }}>
                                { def.map(|d| html! { <KaiunFace def={d} {lang} /> }).unwrap_or_default() }
                                if !b.face_up { <span class="kfd-mark">{ t(lang, Msg::FaceDown) }</span> }
                            </div>
                        }
                    }
                    Hidden::Unknown => html! { <div class="kcard back in-battle" aria-label={t(lang, Msg::AFaceDownCard)}></div> },
                };
                html! {
                    <>
                        { card }
                        <div class="kstat">
                            if let Some(h) = hand_now { { hand_badge(h, lang) } }
                            if let Some(l) = b.luck {
                                <span class="kluck-now" title={t(lang, Msg::LuckInThisBattle)}>
                                    <small>{ t(lang, Msg::Luck) }</small>{ l }
                                </span>
                            }
                        </div>
                    </>
                }
            }
        };
        let label = if mine { t(lang, Msg::YourBattleArea) } else { t(lang, Msg::OpponentsBattleArea) };
        if mine {
            html! {
                <button type="button" class={classes!("kzone", "kbattle", lit_here.then_some("drop-ok"), can_drop.then_some("can-drop"))}
                        id="battle-mine" data-drop={Target::Battle.attr()} aria-label={label}
                        onclick={on_tap(Some(Target::Battle), None, None)}>
                    { content }
                </button>
            }
        } else {
            html! { <div class="kzone kbattle" id="battle-theirs" aria-label={label}>{ content }</div> }
        }
    };

    let side = |s: &SideView, mine: bool, hand: &[Hidden<CardRef>]| -> Html {
        let backs = s.barrier_count.min(10);
        let barrier_label = format!("{} {}", t(lang, Msg::Barrier), s.barrier_count);
        let hand_html = hand.iter().map(|h| match h {
            Hidden::Known(c) => card_button(c, mine, classes!("in-hand")),
            Hidden::Unknown => html! { <div class="kcard back in-hand" aria-hidden="true"></div> },
        });
        let cost_cards = s.cost_area.iter().map(|c| {
            let name = def_of(c.no).map(|d| card_name(&d, lang)).unwrap_or_default();
            html! { <li>{ name }</li> }
        });
        html! {
            <section class={classes!("kside", if mine { "mine" } else { "theirs" })} aria-label={seat_name(s.seat, lang)} data-seat={s.seat.to_string()}>
                <div class="krow">
                    <div class="kzone kbarrier" aria-label={barrier_label.clone()} title={barrier_label}>
                        <div class="kbarrier-stack">{ for (0..backs).map(|_| html! { <span class="kmini back"></span> }) }</div>
                        <span class="count kbarrier-count">{ s.barrier_count }</span>
                        <span class="zone-name">{ t(lang, Msg::Barrier) }</span>
                    </div>
                    { battle_zone(s, mine, s.battle.as_ref()) }
                    <div class="kpiles">
                        <div class="kzone kpile kdeck" aria-label={format!("{} {}", t(lang, Msg::Deck), s.deck_count)}>
                            <span class="count">{ s.deck_count }</span>
                            <span class="zone-name">{ t(lang, Msg::Deck) }</span>
                        </div>
                        <details class="kzone kpile ktrash">
                            <summary aria-label={format!("{} {}", t(lang, Msg::Trash), s.trash.len())}>
                                <span class="count">{ s.trash.len() }</span>
                                <span class="zone-name">{ t(lang, Msg::Trash) }</span>
                            </summary>
                            <ul class="trash-list">
                                { for s.trash.iter().rev().map(|c| html! { <li>{ def_of(c.no).map(|d| card_name(&d, lang)).unwrap_or_default() }</li> }) }
                            </ul>
                        </details>
                        <div class="kzone kpile kcost-area" aria-label={format!("{} {}", t(lang, Msg::CostArea), s.cost_area.len())}>
                            <span class="count">{ s.cost_area.len() }</span>
                            <span class="zone-name">{ t(lang, Msg::CostArea) }</span>
                            if !s.cost_area.is_empty() { <ul class="kcost-list">{ for cost_cards }</ul> }
                        </div>
                    </div>
                </div>
                <div class={classes!("khand", if mine { "hand-mine" } else { "hand-theirs" })} aria-label={format!("{} {}", t(lang, Msg::Hand), hand.len())}>
                    <span class="khand-label">{ format!("{}{} · {}", seat_name(s.seat, lang), if mine && !open_hands { t(lang, Msg::You) } else { "" }, t(lang, Msg::Hand)) }</span>
                    { for hand_html }
                </div>
            </section>
        }
    };

    // ---- the decision bar
    let decision_bar = {
        let mut buttons: Vec<Html> = Vec::new();
        let mut prompt = String::new();
        let mut shown_cards: Vec<CardRef> = Vec::new();
        let button = |label: String, action: Action, primary: bool, id: String| -> Html {
            let apply = apply.clone();
            let enabled = legal.contains(&action);
            html! {
                <button type="button" class={if primary { "primary" } else { "secondary" }} id={id} disabled={!enabled}
                        onclick={Callback::from(move |_| apply.emit(action.clone()))}>{ label }</button>
            }
        };
        match view.decision.as_ref().filter(|_| can_act) {
            Some(d) => {
                prompt = prompt_text(&d.kind, lang);
                match &d.kind {
                    DecisionKind::Set { must, .. } => {
                        prompt = format!(
                            "{} — {}",
                            prompt,
                            t(lang, Msg::DragAHandCardOnto)
                        );
                        if !must {
                            buttons.push(button(t(lang, Msg::KeepTheFaceUpCard).into(), Action::Keep, true, "kaiun-keep".into()));
                        }
                    }
                    DecisionKind::Choose { source, prompt: p, options } => {
                        if let Some(src) = source.and_then(|c| def_of(c.no)) {
                            prompt = tf(lang, Fmt::KaiunCardAsks { name: &card_name(&src, lang), prompt: &prompt });
                        }
                        if let Prompt::LookTop(cards) | Prompt::BottomOrder(cards) = p {
                            shown_cards.extend(cards.iter().copied());
                        }
                        for (i, o) in options.iter().enumerate() {
                            let label = choice_label(o, lang, &name_of_id);
                            buttons.push(button(label, Action::Choose(o.clone()), i == 0, format!("choice-{i}")));
                        }
                    }
                    DecisionKind::TieBreakJanken => {
                        for (h, id) in [(Hand::Rock, "janken-rock"), (Hand::Scissors, "janken-scissors"), (Hand::Paper, "janken-paper")] {
                            let apply = apply.clone();
                            let enabled = legal.contains(&Action::Janken(h));
                            buttons.push(html! {
                                <button type="button" class="secondary kjanken" id={id} disabled={!enabled}
                                        onclick={Callback::from(move |_| apply.emit(Action::Janken(h)))}>{ hand_badge(h, lang) }</button>
                            });
                        }
                    }
                    DecisionKind::Replace { card } => {
                        if let Some(d) = def_of(card.no) {
                            prompt = tf(lang, Fmt::KaiunMayReturn { name: &card_name(&d, lang), prompt: &prompt });
                        }
                        buttons.push(button(t(lang, Msg::ReturnItToHand).into(), Action::Choose(Choice::Replace(true)), true, "replace-yes".into()));
                        buttons.push(button(t(lang, Msg::PutItIntoTheTrash).into(), Action::Choose(Choice::Replace(false)), false, "replace-no".into()));
                    }
                }
            }
            None => {
                if let Some(r) = &view.result {
                    prompt = log_line(&Event::GameOver { winner: r.winner, reason: r.reason }, lang, &catalog);
                    let on_exit = props.on_exit.clone();
                    buttons.push(html! {
                        <button type="button" class="primary" id="kaiun-menu" onclick={Callback::from(move |_| on_exit.emit(()))}>
                            { t(lang, Msg::BackToTheMenu) }
                        </button>
                    });
                } else if let Some(seat) = acting {
                    prompt = tf(lang, Fmt::ToAct { seat: &seat_name(seat, lang) });
                }
            }
        }
        let looked = shown_cards.iter().chain(view.revealed.iter()).filter_map(|c| def_of(c.no)).map(|d| {
            let no = d.no;
            let table = table.clone();
            html! {
                <div class="kcard small" onclick={Callback::from(move |_| table.dispatch(KaiunMsg::Inspect(no)))}><KaiunFace def={d} {lang} /></div>
            }
        });
        html! {
            <div class={classes!("decision", "kdecision", view.result.is_some().then_some("over"))} role="status" aria-live="polite">
                <span class="prompt" id="prompt" data-over={view.result.is_some().to_string()}>{ prompt }</span>
                <span class="buttons">{ for buttons }</span>
                <div class="klooked">{ for looked }</div>
            </div>
        }
    };

    let other_hand: Vec<Hidden<CardRef>> = other_view.as_ref().map_or_else(|| view.opponent.hand.clone(), |o| o.me.hand.clone());
    // Open hands: one person plays both seats and may see the other's face-down card too.
    let mut them = view.opponent.clone();
    if let Some(o) = &other_view {
        them.battle = o.me.battle.clone();
    }
    let me = view.me.clone();

    let inspect = ui.inspect.and_then(&def_of).map(|d| {
        let close = {
            let table = table.clone();
            Callback::from(move |_| table.dispatch(KaiunMsg::CloseInspect))
        };
        html! {
            <aside class="inspect kinspect" aria-label={t(lang, Msg::CardDetails)} onclick={close}>
                <div class="kcard large"><KaiunFace def={d.clone()} {lang} /></div>
                <div class="inspect-text">
                    <h3>{ card_name(&d, lang) }</h3>
                    <p class="muted">{ format!("{} · {} {}", d.no, card::hand_name(d.hand, lang), t(lang, Msg::Card)) }</p>
                    { for kaiun_engine::render_card_text(&d, lang).lines().map(|l| html! { <p class="ktext">{ l }</p> }) }
                </div>
            </aside>
        }
    });

    let log_lines: Vec<String> = view.log.iter().map(|e| log_line(e, lang, &catalog)).collect();
    let undo = {
        let table = table.clone();
        Callback::from(move |_| table.dispatch(KaiunMsg::Undo))
    };
    let can_undo = match session.mode {
        PlayMode::OpenHands => true,
        // back to the person's last decision (its own and the computer's answers since)
        PlayMode::Computer { person, .. } => session.actions().iter().any(|(s, _)| *s == person),
        PlayMode::PassAndPlay => false,
    } && !session.actions().is_empty()
        && view.result.is_none();
    let exit = {
        let on_exit = props.on_exit.clone();
        Callback::from(move |_| on_exit.emit(()))
    };
    let concede = {
        let apply = apply.clone();
        let confirm = confirm_concede.clone();
        let now = (session.actions().len(), viewer);
        Callback::from(move |_| {
            if *confirm == Some(now) {
                confirm.set(None);
                apply.emit(Action::Concede);
            } else {
                confirm.set(Some(now));
            }
        })
    };
    let armed = *confirm_concede == Some((session.actions().len(), viewer));
    let concede_label = if armed { t(lang, Msg::ReallyConcede) } else { t(lang, Msg::Concede) };
    // who decides now and why (in the set phase the seat at the device, then the other)
    let status = status::line(&view, viewer, session.waiting(), session.catalog(), lang);

    html! {
        <div class="ktable" tabindex="-1" onkeydown={on_key} onpointermove={on_pointer_move} onpointerup={on_pointer_up} onpointercancel={on_pointer_cancel}
             data-viewer={viewer.to_string()} data-step={session.actions().len().to_string()}>
            <header class="table-bar">
                <span class="status" id="status">{ status }</span>
                <span class="viewer">{ seat_name(viewer, lang) }</span>
                if can_undo { <button type="button" class="mini" id="undo" onclick={undo}>{ t(lang, Msg::Undo) }</button> }
                if view.result.is_none() && can_act { <button type="button" class={classes!("mini", armed.then_some("kconfirm"))} id="concede" onclick={concede}>{ concede_label }</button> }
                <button type="button" class="mini" id="exit" onclick={exit}>{ t(lang, Msg::Menu) }</button>
            </header>
            { decision_bar }
            { computer.status(lang) }
            if let Some(f) = &ui.flash { <div class="flash" role="alert">{ f }</div> }
            if table.unkept {
                <crate::gamefile::NotKept {lang} elsewhere={table.elsewhere}
                    on_export={{ let text = session.save(); Callback::from(move |_| { let _ = crate::gamefile::download("kaiun-game.json", &text); }) }} />
            }
            <div class="kmain">
                <div class="kboard">
                    { side(&them, false, &other_hand) }
                    <div class="karena">
                        { last_battle(&view.log).map(|e| battle_summary(e, lang)).unwrap_or_default() }
                    </div>
                    { side(&me, true, &me.hand) }
                </div>
                <div class="kaside">
                    { inspect.unwrap_or_default() }
                    <details class="log klog" open=true>
                        <summary>{ t(lang, Msg::Log) }</summary>
                        <ol>{ for log_lines.iter().rev().take(150).map(|l| html! { <li>{ l }</li> }) }</ol>
                    </details>
                </div>
            </div>
            <div class="ghost kghost" ref={drag.ghost.clone()} aria-hidden="true">
                {
                    // The dragged card itself, under the pointer.
                    match drag.dragging.and_then(|Source::Hand(id)| me.hand.iter().find_map(|h| match h {
                        Hidden::Known(c) if c.id == id => def_of(c.no),
                        _ => None,
                    })) {
                        Some(d) => html! { <div class="kcard"><KaiunFace def={d} {lang} /></div> },
                        None => html! { <div class="kcard back"></div> },
                    }
                }
            </div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first_set(s: &KaiunSession, seat: Seat) -> Action {
        s.seat(seat).legal_actions().into_iter().find(|a| matches!(a, Action::Set { .. })).unwrap()
    }

    #[test]
    fn pass_and_play_curtain_comes_down_between_the_two_sets() {
        let mut t = KaiunTable::new(KaiunSession::builtin(0, 1, 4, PlayMode::PassAndPlay).unwrap());
        assert_eq!(t.curtain(), Some(Seat::A), "nothing is shown before seat A takes the device");
        t.shown = Some(Seat::A);
        assert_eq!((t.curtain(), t.viewer()), (None, Seat::A));
        let a = first_set(&t.session, Seat::A);
        t.session.apply(Seat::A, a).unwrap();
        assert_eq!(t.curtain(), Some(Seat::B), "seat B sets behind the curtain too");
        assert_eq!(t.viewer(), Seat::A, "the screen stays on A's side until B takes the device");
        t.shown = Some(Seat::B);
        assert_eq!((t.curtain(), t.viewer()), (None, Seat::B));
        let b = first_set(&t.session, Seat::B);
        t.session.apply(Seat::B, b).unwrap();
        // Turn 2 (or an effect's question) needs a seat again: the curtain comes down.
        if let Some(next) = t.session.acting() {
            assert_eq!(t.curtain().is_some(), next != Seat::B);
        }
    }

    #[test]
    fn open_hands_never_shows_a_curtain_and_follows_the_acting_seat() {
        let mut t = KaiunTable::new(KaiunSession::builtin(2, 0, 8, PlayMode::OpenHands).unwrap());
        assert_eq!((t.curtain(), t.viewer()), (None, Seat::A));
        let a = first_set(&t.session, Seat::A);
        t.session.apply(Seat::A, a).unwrap();
        assert_eq!((t.curtain(), t.viewer()), (None, Seat::B));
    }

    /// The table's wasm opens what the page asks for, or says why not (outside a browser
    /// nothing is kept, and a refused write is no error: the table says so at its first step).
    #[test]
    fn the_table_opens_a_new_game_or_says_why_not() {
        use crate::kaiun_host::Opening;
        let s = open(Opening::New { a: 0, b: 2, seed: 8, mode: PlayMode::PassAndPlay }).unwrap();
        assert_eq!((s.mode, s.seed(), s.actions().len()), (PlayMode::PassAndPlay, 8, 0));
        assert_eq!(open(Opening::New { a: 0, b: 99, seed: 8, mode: PlayMode::OpenHands }).unwrap_err(), "there are no built-in decks 0 and 99");
        assert_eq!(open(Opening::Continue).unwrap_err(), "no Kaiun Colosseum game is kept");
    }

    #[test]
    fn every_answer_has_a_label_in_both_languages() {
        let name = |id: CardId| format!("card{}", id.0);
        let all = [
            Choice::Decline,
            Choice::Pay(Vec::new()),
            Choice::Pay(vec![CardId(3)]),
            Choice::Count(2),
            Choice::Cards(vec![CardId(1), CardId(2)]),
            Choice::Slot(255),
            Choice::Take(None),
            Choice::Take(Some(CardId(7))),
            Choice::Replace(true),
            Choice::Replace(false),
            Choice::Order(vec![CardId(4), CardId(5)]),
        ];
        for c in &all {
            for lang in Lang::ALL {
                assert!(!choice_label(c, lang, &name).is_empty(), "{c:?}");
            }
        }
        assert_eq!(choice_label(&Choice::Cards(vec![CardId(1), CardId(2)]), Lang::En, &name), "card1, card2");
        assert_eq!(choice_label(&Choice::Slot(255), Lang::En, &name), "Card 256", "no overflow");
        assert_eq!(choice_label(&Choice::Order(vec![CardId(4), CardId(5)]), Lang::En, &name), "card4 → card5");
        assert_eq!(choice_label(&Choice::Pay(vec![CardId(3)]), Lang::Ja, &name), "card3を捨てて支払う");
        assert_ne!(choice_label(&Choice::Decline, Lang::Ja, &name), choice_label(&Choice::Decline, Lang::En, &name));
    }
}
